// Province fills for the board, all provinces in one mesh: each vertex carries its
// province's colour, and in its uv the colour-blind stripe spacing (x; 0 = none) and a
// state (y): bit 0 the cursor is over it, bit 1 it is selected, bit 2 it is a sea
// (a selected sea glows a lighter blue rather than gold, so it still reads as sea). (The order pulse is drawn
// live over the cached board by the app.)
#import bevy_sprite::mesh2d_vertex_output::VertexOutput

struct ProvinceMaterial {
    // Fallback colour for meshes without vertex colours.
    colour: vec4<f32>,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> material: ProvinceMaterial;

@fragment
fn fragment(mesh: VertexOutput) -> @location(0) vec4<f32> {
    var c = material.colour.rgb;
#ifdef VERTEX_COLORS
    c = mesh.color.rgb;
#endif
    let pattern = mesh.uv.x;
    let state = u32(round(mesh.uv.y));
    if pattern > 0.0 {
        let p = mesh.world_position.xy;
        if fract((p.x + p.y) / pattern) < 0.35 {
            c = c * 0.62;
        }
    }
    let highlight = f32(state & 1u);
    let glow = f32((state >> 1u) & 1u);
    let sea = f32((state >> 2u) & 1u);
    let glow_colour = mix(vec3<f32>(1.0, 0.78, 0.25), vec3<f32>(0.55, 0.82, 1.0), sea);
    c = mix(c, vec3<f32>(1.0, 1.0, 1.0), 0.28 * highlight);
    c = mix(c, glow_colour, 0.40 * glow);
    return vec4<f32>(c, 1.0);
}
