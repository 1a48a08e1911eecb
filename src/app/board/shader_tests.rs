//! The board's shaders never branch on a material's value: Mesa's software Vulkan
//! (lavapipe, the renderer of every laptop without a graphics driver and of the test
//! machines) inlines a uniform that decides a branch and compiles the shader anew for
//! every draw, keeping each copy: about 5 MB each time the board was drawn, 230 MB a
//! phase. Read with naga, as the renderer reads them.

use naga::valid::{Capabilities, FunctionInfo, ValidationFlags, Validator};
use naga::{Block, Expression, Function, Statement};

/// A stand-in for Bevy's mesh output the fill shader imports.
const VERTEX_OUTPUT: &str = "struct VertexOutput {
    @builtin(position) position: vec4<f32>,
    @location(0) world_position: vec4<f32>,
    @location(1) world_normal: vec3<f32>,
    @location(2) uv: vec2<f32>,
};
";

/// The shader's text as naga reads it: Bevy's import and bind-group slot filled in.
fn readable(source: &str) -> String {
    let body: String = (source.lines())
        .filter(|l| !l.starts_with("#import"))
        .map(|l| format!("{l}\n"))
        .collect();
    VERTEX_OUTPUT.to_string() + &body.replace("#{MATERIAL_BIND_GROUP}", "2")
}

/// Where a branch or loop of `block` is decided by a value the same for every pixel
/// that is not a constant: a material's or view's value.
fn uniform_decisions(block: &Block, f: &Function, info: &FunctionInfo, out: &mut Vec<String>) {
    let decided_by_material = |condition: naga::Handle<Expression>| {
        let constant = matches!(
            f.expressions[condition],
            Expression::Literal(_) | Expression::Constant(_)
        );
        info[condition].uniformity.non_uniform_result.is_none() && !constant
    };
    let name = f.name.as_deref().unwrap_or("?");
    for statement in block.iter() {
        match statement {
            Statement::If {
                condition,
                accept,
                reject,
            } => {
                if decided_by_material(*condition) {
                    out.push(format!("an `if` in `{name}`"));
                }
                uniform_decisions(accept, f, info, out);
                uniform_decisions(reject, f, info, out);
            }
            Statement::Switch { selector, cases } => {
                if decided_by_material(*selector) {
                    out.push(format!("a `switch` in `{name}`"));
                }
                for case in cases {
                    uniform_decisions(&case.body, f, info, out);
                }
            }
            Statement::Loop {
                body, continuing, ..
            } => {
                uniform_decisions(body, f, info, out);
                uniform_decisions(continuing, f, info, out);
            }
            Statement::Block(inner) => uniform_decisions(inner, f, info, out),
            _ => {}
        }
    }
}

/// Every branch of a shader decided by a material's value.
fn branches_on_materials(source: &str) -> Vec<String> {
    let module = naga::front::wgsl::parse_str(&readable(source)).expect("the shader parses");
    let info = Validator::new(ValidationFlags::all(), Capabilities::all())
        .validate(&module)
        .expect("the shader is valid");
    let mut out = Vec::new();
    for (handle, f) in module.functions.iter() {
        uniform_decisions(&f.body, f, &info[handle], &mut out);
    }
    for (i, entry) in module.entry_points.iter().enumerate() {
        uniform_decisions(
            &entry.function.body,
            &entry.function,
            info.get_entry_point(i),
            &mut out,
        );
    }
    out
}

#[test]
fn the_province_fill_shader_never_branches_on_its_material() {
    let source = include_str!("../../../shaders/province.wgsl");
    assert_eq!(branches_on_materials(source), Vec::<String>::new());
}

#[test]
fn a_branch_on_a_material_value_is_found() {
    // The fill shader as it was: land and sea told apart by an `if` on the material.
    let source = "
        struct M { land: f32 };
        @group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> material: M;
        @fragment
        fn fragment(mesh: VertexOutput) -> @location(0) vec4<f32> {
            var c = vec3<f32>(mesh.uv, 0.0);
            if material.land > 0.5 { c = c * 0.5; }
            if mesh.uv.x > 0.5 { c = c * 0.9; }
            return vec4<f32>(c, 1.0);
        }";
    assert_eq!(branches_on_materials(source), ["an `if` in `fragment`"]);
}
