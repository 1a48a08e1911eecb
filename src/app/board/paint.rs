//! Spawning flat-coloured board pieces with materials shared per colour, so pieces batch.

use bevy::prelude::*;

/// Spawns flat-coloured meshes, one material per colour.
pub struct Painter<'w> {
    pub meshes: &'w mut Assets<Mesh>,
    pub materials: &'w mut Assets<ColorMaterial>,
    pub cache: Vec<([u8; 4], Handle<ColorMaterial>)>,
}

/// The mesh and material stores a system paints into, as one system parameter.
#[derive(bevy::ecs::system::SystemParam)]
pub struct PaintAssets<'w> {
    pub meshes: ResMut<'w, Assets<Mesh>>,
    pub materials: ResMut<'w, Assets<ColorMaterial>>,
}

/// Pieces of one kind redrawn: the commands that spawn the new ones, the pieces drawn
/// last time (to despawn) and the stores the new ones are painted into.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Repaint<'w, 's, P: Component> {
    pub commands: Commands<'w, 's>,
    pub old: Query<'w, 's, Entity, With<P>>,
    pub assets: PaintAssets<'w>,
}

impl PaintAssets<'_> {
    /// A painter over these stores.
    pub fn painter(&mut self) -> Painter<'_> {
        Painter::new(&mut self.meshes, &mut self.materials)
    }
}

impl<'w> Painter<'w> {
    pub fn new(meshes: &'w mut Assets<Mesh>, materials: &'w mut Assets<ColorMaterial>) -> Self {
        Painter {
            meshes,
            materials,
            cache: Vec::new(),
        }
    }

    /// The shared material of a colour.
    pub fn material(&mut self, colour: Color) -> Handle<ColorMaterial> {
        let key = colour.to_srgba().to_u8_array();
        if let Some((_, h)) = self.cache.iter().find(|(k, _)| *k == key) {
            return h.clone();
        }
        let h = self.materials.add(ColorMaterial::from(colour));
        self.cache.push((key, h.clone()));
        h
    }

    /// Spawns `mesh` in `colour` at depth `z`, tagged with `marker`.
    pub fn piece(
        &mut self,
        commands: &mut Commands,
        marker: impl Bundle,
        mesh: Option<Mesh>,
        colour: Color,
        z: f32,
    ) -> Option<Entity> {
        let mesh = mesh?;
        let material = self.material(colour);
        Some(
            commands
                .spawn((
                    marker,
                    Mesh2d(self.meshes.add(mesh)),
                    MeshMaterial2d(material),
                    Transform::from_xyz(0.0, 0.0, z),
                ))
                .id(),
        )
    }
}
