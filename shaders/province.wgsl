// Province fills for the board, all provinces of a kind (sea or land) in one mesh: each
// vertex carries in its uv.y its province's number plus one (0: scenery, drawn in the
// material's colour with the stripe spacing in uv.x). The material holds every
// province's colour with its stripe spacing (0 = none, negative = the hatching of
// impassable land) and its state: bit 1 it is selected (the province under the cursor
// is outlined by an overlay drawn live, over the cached board),
// bit 2 it is a sea (a selected sea glows a lighter blue rather than gold, so it still
// reads as sea), bit 3 it is lit (a destination, an order's place: tinted gold or light
// blue). Land is drawn as printed paper: a fine grain and a
// gentle relief lit from the north-west; seas get a faint ripple (their shallows along
// the coasts are drawn as bands by the app).
#import bevy_sprite::mesh2d_vertex_output::VertexOutput

struct ProvinceMaterial {
    // Fallback colour for meshes without vertex colours.
    colour: vec4<f32>,
    // 1 for land (paper grain and relief), 0 for sea.
    land: f32,
};

// Every province's look, by its number (at most 512 provinces).
struct ProvinceLooks {
    // Colour (linear rgb) and stripe spacing (a).
    fills: array<vec4<f32>, 512>,
    // State bits, four provinces to a vector.
    states: array<vec4<u32>, 128>,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> material: ProvinceMaterial;
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var<uniform> looks: ProvinceLooks;

// A pseudo-random value in [0, 1) for each whole lattice point.
fn lattice(p: vec2<f32>) -> f32 {
    let q = fract(p * vec2<f32>(0.1031, 0.1030));
    let r = q + dot(q, q.yx + 33.33);
    return fract((r.x + r.y) * r.x);
}

// Smooth value noise in [0, 1].
fn noise(p: vec2<f32>) -> f32 {
    let i = floor(p);
    let f = fract(p);
    let u = f * f * (3.0 - 2.0 * f);
    let a = lattice(i);
    let b = lattice(i + vec2<f32>(1.0, 0.0));
    let c = lattice(i + vec2<f32>(0.0, 1.0));
    let d = lattice(i + vec2<f32>(1.0, 1.0));
    return mix(mix(a, b, u.x), mix(c, d, u.x), u.y);
}

// The height of the land: rolling country in three octaves (board units).
fn height(p: vec2<f32>) -> f32 {
    return noise(p / 46.0) * 0.6 + noise(p / 17.0) * 0.3 + noise(p / 7.0) * 0.1;
}

@fragment
fn fragment(mesh: VertexOutput) -> @location(0) vec4<f32> {
    var c = material.colour.rgb;
    var pattern = mesh.uv.x;
    var state = 0u;
    let number = u32(round(mesh.uv.y));
    if number > 0u && number <= 512u {
        let i = number - 1u;
        let fill = looks.fills[i];
        c = fill.rgb;
        pattern = fill.a;
        state = looks.states[i / 4u][i % 4u];
    }
    let p = mesh.world_position.xy;
    // Land and sea are told apart by weight, never by a branch on the material's value:
    // Mesa's software Vulkan compiles a shader anew, and keeps it, for each value of a
    // uniform that decides a branch, at every draw (about 5 MB a board drawn).
    let land = step(0.5, material.land);
    // Relief: the slope of the height field facing a light from the upper left.
    let h = height(p);
    let dx = height(p + vec2<f32>(1.5, 0.0)) - h;
    let dy = height(p + vec2<f32>(0.0, 1.5)) - h;
    let lit = clamp((dy - dx) * 14.0, -1.0, 1.0);
    // Paper: fibres at two scales.
    let grain = (noise(p / 1.1) - 0.5) * 0.05 + (noise(p / 4.0) - 0.5) * 0.04;
    let paper = 1.0 + 0.045 * lit + grain;
    let ripple = 1.0 + 0.025 * (noise(vec2<f32>(p.x / 9.0, p.y / 3.0)) - 0.5);
    c = c * mix(ripple, paper, land);
    if pattern > 0.0 {
        if fract((p.x + p.y) / pattern) < 0.35 {
            c = c * 0.62;
        }
    } else if pattern < 0.0 {
        // Impassable land: close hatching across the other way.
        if fract((p.x - p.y) / -pattern) < 0.3 {
            c = c * 0.72;
        }
    }
    let glow = f32((state >> 1u) & 1u);
    let sea = f32((state >> 2u) & 1u);
    let lit_state = f32((state >> 3u) & 1u);
    let glow_colour = mix(vec3<f32>(1.0, 0.78, 0.25), vec3<f32>(0.55, 0.82, 1.0), sea);
    // Lit: a warm, saturated gold on land, a clear light blue at sea (never grey).
    let lit_colour = mix(vec3<f32>(1.0, 0.86, 0.30), vec3<f32>(0.45, 0.80, 1.0), sea);
    c = mix(c, lit_colour, 0.55 * lit_state);
    c = mix(c, glow_colour, 0.40 * glow);
    return vec4<f32>(c, 1.0);
}
