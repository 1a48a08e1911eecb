//! The province fill material (`shaders/province.wgsl`, compiled into the binary). The
//! seas share one mesh and one draw, the land another; each vertex carries only its
//! province's number, and the material holds every province's colour, colour-blind
//! stripe spacing (or impassable land's hatching) and state (selected, lit). So
//! a selection or a new position changes a few kilobytes of the material, never the meshes
//! (rewriting their vertices sent megabytes to the graphics card each time). Land is drawn with a paper grain and a gentle relief.
//! Lit provinces (a unit's destinations, an order's provinces) are tinted here, under the
//! names and tokens, so they stay crisp.

use bevy::asset::uuid_handle;
use bevy::prelude::*;
use bevy::render::render_resource::{AsBindGroup, ShaderType};
use bevy::shader::ShaderRef;
use bevy::sprite_render::{Material2d, Material2dPlugin};

const SHADER: Handle<Shader> = uuid_handle!("6f0c2a8e-3c57-4d0e-9c1a-6a1d2f1f4b21");

/// The values the shader reads besides the vertex data.
#[derive(Clone, Copy, Debug, Default, ShaderType)]
pub struct ProvinceParams {
    /// Fallback colour for meshes without vertex colours.
    pub colour: Vec4,
    /// 1 for land (paper grain and relief), 0 for sea.
    pub land: f32,
}

/// State bit: the province is selected.
pub const SELECTED: u32 = 2;
/// Vertex state bit: the province is a sea (a lit sea glows a lighter blue, not gold).
pub const SEA: u32 = 4;
/// State bit: the province is lit: a place the selected unit may go, an order's province,
/// a centre that changed hands.
pub const TARGET: u32 = 8;

/// The spacing of impassable land's hatching, in board units (given as a negative stripe
/// spacing, so the shader draws it across the colour-blind stripes' direction).
pub const HATCHING: f32 = -5.0;

/// The most provinces a board may have for each to get its own colour and state (the
/// largest board has 104); the fills of provinces numbered beyond it keep the
/// material's colour.
pub const MAX_PROVINCES: usize = 512;

/// Every province's look, indexed by its number: the fill colour (linear rgb) with the
/// stripe spacing in alpha (0 none, negative the hatching), and the state bits, four
/// provinces to a vector.
#[derive(Clone, Copy, Debug, ShaderType)]
pub struct ProvinceLooks {
    pub fills: [Vec4; MAX_PROVINCES],
    pub states: [UVec4; MAX_PROVINCES / 4],
}

impl Default for ProvinceLooks {
    fn default() -> Self {
        ProvinceLooks {
            fills: [Vec4::ZERO; MAX_PROVINCES],
            states: [UVec4::ZERO; MAX_PROVINCES / 4],
        }
    }
}

impl ProvinceLooks {
    /// Sets province `index`'s colour, stripe spacing and state (ignored past
    /// `MAX_PROVINCES`).
    pub fn set(&mut self, index: usize, colour: Color, stripes: f32, state: u32) {
        if index >= MAX_PROVINCES {
            return;
        }
        let c = LinearRgba::from(colour);
        self.fills[index] = Vec4::new(c.red, c.green, c.blue, stripes);
        self.states[index / 4][index % 4] = state;
    }
}

/// A province's fill.
#[derive(Asset, TypePath, AsBindGroup, Clone, Debug)]
pub struct ProvinceMaterial {
    #[uniform(0)]
    pub params: ProvinceParams,
    /// Every province's colour and state, read by the vertices' province number.
    #[uniform(1)]
    pub looks: ProvinceLooks,
}

impl ProvinceMaterial {
    /// A fill of this colour (where the mesh has no vertex colours), as land or as sea.
    pub fn new(colour: Color, land: bool) -> Self {
        let c = LinearRgba::from(colour);
        ProvinceMaterial {
            params: ProvinceParams {
                colour: Vec4::new(c.red, c.green, c.blue, c.alpha),
                land: if land { 1.0 } else { 0.0 },
            },
            looks: ProvinceLooks::default(),
        }
    }
}

impl Material2d for ProvinceMaterial {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Handle(SHADER)
    }
}

/// Registers the material and its embedded shader.
pub fn plugin(app: &mut App) {
    app.world_mut()
        .resource_mut::<Assets<Shader>>()
        .insert(
            SHADER.id(),
            Shader::from_wgsl(
                include_str!("../../../shaders/province.wgsl"),
                "shaders/province.wgsl",
            ),
        )
        .expect("the shader handle is free");
    app.add_plugins(Material2dPlugin::<ProvinceMaterial>::default());
}
