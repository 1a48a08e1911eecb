//! The province fill material (`shaders/province.wgsl`, compiled into the binary):
//! colour, hover highlight, selection glow, order pulse and colour-blind stripes.

use bevy::asset::uuid_handle;
use bevy::prelude::*;
use bevy::render::render_resource::{AsBindGroup, ShaderType};
use bevy::shader::ShaderRef;
use bevy::sprite_render::{Material2d, Material2dPlugin};

const SHADER: Handle<Shader> = uuid_handle!("6f0c2a8e-3c57-4d0e-9c1a-6a1d2f1f4b21");

/// The values the shader reads.
#[derive(Clone, Copy, Debug, Default, ShaderType)]
pub struct ProvinceParams {
    pub colour: Vec4,
    pub highlight: f32,
    pub glow: f32,
    pub pulse: f32,
    pub pattern: f32,
}

/// A province's fill.
#[derive(Asset, TypePath, AsBindGroup, Clone, Debug)]
pub struct ProvinceMaterial {
    #[uniform(0)]
    pub params: ProvinceParams,
}

impl ProvinceMaterial {
    /// A plain fill of this colour.
    pub fn new(colour: Color) -> Self {
        let c = LinearRgba::from(colour);
        ProvinceMaterial {
            params: ProvinceParams {
                colour: Vec4::new(c.red, c.green, c.blue, c.alpha),
                ..default()
            },
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
                include_str!("../../shaders/province.wgsl"),
                "shaders/province.wgsl",
            ),
        )
        .expect("the shader handle is free");
    app.add_plugins(Material2dPlugin::<ProvinceMaterial>::default());
}
