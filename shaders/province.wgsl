// Province fill for the board: the controller's colour, lightened under the cursor,
// warmed when selected, brightened by a pulse when an order touches it, and (in the
// colour-blind palette) hatched with a per-power stripe pattern.
#import bevy_sprite::mesh2d_vertex_output::VertexOutput

struct ProvinceMaterial {
    colour: vec4<f32>,
    // 0..1: the cursor is over the province.
    highlight: f32,
    // 0..1: the province is selected.
    glow: f32,
    // 0..1: an order touches the province (animated by the app).
    pulse: f32,
    // Stripe spacing in board units for the colour-blind palette; 0 draws no stripes.
    pattern: f32,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> material: ProvinceMaterial;

@fragment
fn fragment(mesh: VertexOutput) -> @location(0) vec4<f32> {
    var c = material.colour.rgb;
    if material.pattern > 0.0 {
        let p = mesh.world_position.xy;
        let stripe = fract((p.x + p.y) / material.pattern);
        if stripe < 0.35 {
            c = c * 0.62;
        }
    }
    c = mix(c, vec3<f32>(1.0, 1.0, 1.0), 0.28 * material.highlight);
    c = mix(c, vec3<f32>(1.0, 0.78, 0.25), 0.40 * material.glow);
    c = mix(c, vec3<f32>(1.0, 1.0, 0.85), 0.30 * material.pulse);
    return vec4<f32>(c, material.colour.a);
}
