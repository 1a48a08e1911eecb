//! The board drawn once into an image and copied into the window every frame. A software
//! renderer pays for every fragment of every layer, every frame; the board changes only
//! when the position, a highlight or the view does, so it is redrawn only then. The few
//! pieces that move every frame (the order pulse, the resolution animation) are drawn live
//! on top, on their own render layer.

use super::camera::BoardCamera;
use super::province_material::ProvinceMaterial;
use bevy::asset::AssetEventSystems;
use bevy::camera::visibility::RenderLayers;
use bevy::camera::{CameraOutputMode, CameraUpdateSystems, ImageRenderTarget, RenderTarget};
use bevy::core_pipeline::{Core2d, Core2dSystems};
use bevy::prelude::*;
use bevy::render::extract_component::{ExtractComponent, ExtractComponentPlugin};
use bevy::render::extract_resource::{ExtractResource, ExtractResourcePlugin};
use bevy::render::render_asset::RenderAssets;
use bevy::render::render_resource::{PipelineCache, TextureFormat, TextureUsages};
use bevy::render::renderer::{RenderContext, ViewQuery};
use bevy::render::texture::GpuImage;
use bevy::render::view::ViewTarget;
use bevy::render::{Render, RenderApp, RenderSystems};
use bevy::transform::TransformSystems;
use bevy::window::PrimaryWindow;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// The render layer of pieces drawn every frame over the cached board.
pub const LIVE_LAYER: usize = 1;

/// Frames the board keeps being redrawn after a change: the render world runs a frame
/// behind and learns of pipelines still compiling a frame late.
const SETTLE_FRAMES: u32 = 2;

/// Marks a piece drawn every frame over the cached board; changes to it never redraw
/// the cache.
#[derive(Component, Clone, Copy, Default)]
pub struct Live;

/// What a piece needs to be drawn live: the marker and the live render layer.
pub fn live() -> (Live, RenderLayers) {
    (Live, RenderLayers::layer(LIVE_LAYER))
}

/// The camera that draws the board into the image; active only while the board changes.
#[derive(Component)]
pub struct CacheCamera;

/// On the board camera: copy the cached board into the window before drawing.
#[derive(Component, Clone, Copy, ExtractComponent)]
pub struct ShowsCache;

/// The image holding the drawn board, the window's size.
#[derive(Resource, Clone, ExtractResource)]
pub struct BoardImage(pub Handle<Image>);

/// Set by the render world while some pipeline is still compiling, so the board is drawn
/// again once everything on it can be drawn.
#[derive(Resource, Clone, Default)]
struct PipelinesPending(Arc<AtomicBool>);

/// A full-window colour drawn into the image over the board, for screens that cover or
/// dim it (the title, the curtain, the menus), so they need not paint it every frame.
#[derive(Component)]
pub struct Veil;

/// How often the board has been drawn (for measurements and tests).
#[derive(Resource, Default, Debug)]
pub struct CacheStats {
    /// Frames in which the cache camera drew the board.
    pub redraws: u64,
    settle: u32,
    /// A pipeline the board needs was still compiling last frame.
    compiling: bool,
    view: Option<ViewKey>,
}

impl CacheStats {
    /// Whether the board image is still being drawn after a change.
    pub fn settling(&self) -> bool {
        self.settle > 0 || self.compiling
    }
}

/// What the board camera sees: when any of it changes the board is drawn again.
#[derive(Clone, Copy, PartialEq, Debug)]
struct ViewKey {
    clip_from_view: Mat4,
    world_from_view: Mat4,
    viewport: Option<(UVec2, UVec2)>,
    window: UVec2,
}

/// Draws the board into an image only when it changes, and the image into the window.
pub fn plugin(app: &mut App) {
    let pending = PipelinesPending::default();
    app.insert_resource(pending.clone())
        .init_resource::<CacheStats>()
        .add_plugins((
            ExtractResourcePlugin::<BoardImage>::default(),
            ExtractComponentPlugin::<ShowsCache>::default(),
        ))
        .add_systems(Startup, start.after(super::camera::spawn_camera))
        .add_systems(bevy_egui::EguiPrimaryContextPass, tell_panels)
        .add_systems(Update, veil)
        .add_systems(
            PostUpdate,
            (
                (fit_image, follow_board_camera)
                    .chain()
                    .before(TransformSystems::Propagate)
                    .before(CameraUpdateSystems),
                redraw_when_changed
                    .after(AssetEventSystems)
                    .after(TransformSystems::Propagate)
                    .after(CameraUpdateSystems),
            ),
        );
    if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
        render_app
            .insert_resource(pending)
            .add_systems(Core2d, copy_board.before(Core2dSystems::MainPass))
            .add_systems(Render, note_pending.in_set(RenderSystems::Cleanup));
    }
}

/// A render target the size of the window, in the window's own format.
fn target_image(size: UVec2) -> Image {
    let mut image = Image::new_target_texture(
        size.x.max(1),
        size.y.max(1),
        TextureFormat::Rgba8UnormSrgb,
        None,
    );
    image.texture_descriptor.usage |= TextureUsages::COPY_SRC;
    image
}

/// Spawns the cache camera and points the board camera at the cache.
fn start(
    mut commands: Commands,
    mut images: ResMut<Assets<Image>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut board: Query<(Entity, &mut Camera, &Transform, &Projection), With<BoardCamera>>,
) {
    let Ok((entity, mut camera, transform, projection)) = board.single_mut() else {
        return;
    };
    let (size, scale) = window
        .single()
        .map_or((UVec2::ONE, 1.0), |w| (w.physical_size(), w.scale_factor()));
    let handle = images.add(target_image(size));
    commands.insert_resource(BoardImage(handle.clone()));
    // The board camera now draws only the live layer, over the copied board.
    camera.clear_color = ClearColorConfig::None;
    commands
        .entity(entity)
        .insert((ShowsCache, RenderLayers::layer(LIVE_LAYER)));
    let veil = ColorMaterial {
        color: Color::NONE,
        alpha_mode: bevy::sprite_render::AlphaMode2d::Blend,
        ..default()
    };
    commands.spawn((
        Veil,
        Mesh2d(meshes.add(Rectangle::new(1.0e5, 1.0e5))),
        MeshMaterial2d(materials.add(veil)),
        Transform::from_xyz(0.0, 0.0, 50.0),
        Visibility::Hidden,
    ));
    commands.spawn((
        CacheCamera,
        Camera2d,
        Camera {
            order: -1,
            viewport: camera.viewport.clone(),
            clear_color: ClearColorConfig::Custom(super::palette::SEA),
            // Beside the board's viewport the image takes the panels' colour.
            output_mode: CameraOutputMode::Write {
                blend_state: None,
                clear_color: ClearColorConfig::Custom(super::palette::PANEL),
            },
            ..default()
        },
        RenderTarget::Image(ImageRenderTarget {
            handle,
            scale_factor: scale,
        }),
        bevy::render::view::Msaa::Off,
        *transform,
        projection.clone(),
    ));
}

/// Keeps the image the window's size (a new image when the window is resized).
fn fit_image(
    mut images: ResMut<Assets<Image>>,
    window: Query<&Window, With<PrimaryWindow>>,
    image: Option<ResMut<BoardImage>>,
    mut camera: Query<&mut RenderTarget, With<CacheCamera>>,
) {
    let (Ok(window), Some(mut image), Ok(mut target)) =
        (window.single(), image, camera.single_mut())
    else {
        return;
    };
    let size = window.physical_size();
    let now = images.get(&image.0).map(|i| i.size());
    if now == Some(size) || size.x == 0 || size.y == 0 {
        return;
    }
    images.remove(&image.0);
    let handle = images.add(target_image(size));
    *target = RenderTarget::Image(ImageRenderTarget {
        handle: handle.clone(),
        scale_factor: window.scale_factor(),
    });
    image.0 = handle;
}

/// The board camera's view, to follow.
type BoardCameraView<'a> = (&'a Camera, Ref<'a, Transform>, Ref<'a, Projection>);
/// The cache camera's view, set to follow it.
type CacheView<'a> = (&'a mut Camera, &'a mut Transform, &'a mut Projection);
/// Anything drawn into the cache whose look or place changed this frame.
type ChangedPieces = (
    Or<(
        Changed<GlobalTransform>,
        Changed<Visibility>,
        Changed<Mesh2d>,
        Changed<MeshMaterial2d<ColorMaterial>>,
        Changed<MeshMaterial2d<ProvinceMaterial>>,
        Changed<bevy::text::TextLayoutInfo>,
    )>,
    Without<Camera>,
    Without<Live>,
);

/// The cache camera sees what the board camera sees.
fn follow_board_camera(
    board: Query<BoardCameraView, With<BoardCamera>>,
    mut cache: Query<CacheView, (With<CacheCamera>, Without<BoardCamera>)>,
) {
    let (Ok((camera, transform, projection)), Ok((mut c, mut t, mut p))) =
        (board.single(), cache.single_mut())
    else {
        return;
    };
    if !super::camera::same_viewport(&camera.viewport, &c.viewport) {
        c.viewport = camera.viewport.clone();
    }
    t.set_if_neq(*transform);
    if projection.is_changed() {
        *p = (*projection).clone();
    }
}

/// The asset stores' news this frame: meshes, flat colours and province fills added or
/// changed.
#[derive(bevy::ecs::system::SystemParam)]
struct AssetNews<'w, 's> {
    meshes: MessageReader<'w, 's, AssetEvent<Mesh>>,
    colours: MessageReader<'w, 's, AssetEvent<ColorMaterial>>,
    fills: MessageReader<'w, 's, AssetEvent<ProvinceMaterial>>,
}

/// What changed on the board this frame: pieces changed or added, meshes removed, and the
/// asset stores' news.
#[derive(bevy::ecs::system::SystemParam)]
struct BoardChanges<'w, 's> {
    changed: Query<'w, 's, (), ChangedPieces>,
    removed: RemovedComponents<'w, 's, Mesh2d>,
    news: AssetNews<'w, 's>,
}

/// How the board is seen now: its camera and the window.
#[derive(bevy::ecs::system::SystemParam)]
struct ViewNow<'w, 's> {
    board: Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<BoardCamera>>,
    window: Query<'w, 's, &'static Window, With<PrimaryWindow>>,
}

/// The cache's own state: whether shaders still compile, and its counts.
#[derive(bevy::ecs::system::SystemParam)]
struct CacheState<'w> {
    pending: Res<'w, PipelinesPending>,
    stats: ResMut<'w, CacheStats>,
}

/// Turns the cache camera on for a frame or two whenever anything drawn on the board
/// changes, and off again once the board is drawn.
fn redraw_when_changed(
    changes: BoardChanges,
    live: Query<(&Mesh2d, Option<&MeshMaterial2d<ColorMaterial>>), With<Live>>,
    view_now: ViewNow,
    mut cache: Query<&mut Camera, (With<CacheCamera>, Without<BoardCamera>)>,
    cache_state: CacheState,
) {
    let BoardChanges {
        changed,
        mut removed,
        mut news,
    } = changes;
    let ViewNow { board, window } = view_now;
    let CacheState { pending, mut stats } = cache_state;
    let live_meshes: Vec<AssetId<Mesh>> = live.iter().map(|(m, _)| m.0.id()).collect();
    let live_colours: Vec<AssetId<ColorMaterial>> = live
        .iter()
        .filter_map(|(_, c)| c.map(|c| c.0.id()))
        .collect();
    let mut dirty = !changed.is_empty();
    dirty |= removed.read().count() > 0;
    // A mesh or colour drawn into the image was added or changed (one dropped by a live
    // piece, such as the hover veil's last shape, changes nothing drawn there).
    dirty |=
        (news.meshes.read()).any(|e| changed_asset(e).is_some_and(|id| !live_meshes.contains(&id)));
    dirty |= (news.colours.read())
        .any(|e| changed_asset(e).is_some_and(|id| !live_colours.contains(&id)));
    dirty |= news.fills.read().count() > 0;
    if let Ok((camera, global)) = board.single() {
        let key = ViewKey {
            clip_from_view: camera.clip_from_view(),
            world_from_view: global.to_matrix(),
            viewport: camera
                .viewport
                .as_ref()
                .map(|v| (v.physical_position, v.physical_size)),
            window: window.single().map_or(UVec2::ZERO, |w| w.physical_size()),
        };
        dirty |= stats.view != Some(key);
        stats.view = Some(key);
    }
    if dirty {
        stats.settle = SETTLE_FRAMES;
    }
    stats.compiling = pending.0.load(Ordering::Relaxed);
    let active = stats.settle > 0 || stats.compiling;
    stats.settle = stats.settle.saturating_sub(1);
    if active {
        stats.redraws += 1;
    }
    if let Ok(mut camera) = cache.single_mut()
        && camera.is_active != active
    {
        camera.is_active = active;
    }
}

/// The asset an event says was added or changed (none for one dropped or unused).
fn changed_asset<A: Asset>(event: &AssetEvent<A>) -> Option<AssetId<A>> {
    match *event {
        AssetEvent::Added { id } | AssetEvent::Modified { id } => Some(id),
        _ => None,
    }
}

/// Beside the board's viewport the image shows the panels' colour: edge panels there
/// need not paint their own.
fn tell_panels(
    mut contexts: bevy_egui::EguiContexts,
    image: Option<Res<BoardImage>>,
    board: Query<&Camera, With<BoardCamera>>,
) -> Result {
    let beside = image.is_some() && board.single().is_ok_and(|c| c.viewport.is_some());
    crate::app::layout::set_panel_backdrop(contexts.ctx_mut()?, beside);
    Ok(())
}

/// The veils over the board and the colours they are drawn in.
#[derive(bevy::ecs::system::SystemParam)]
struct Veils<'w, 's> {
    veils: Query<
        'w,
        's,
        (
            &'static MeshMaterial2d<ColorMaterial>,
            &'static mut Visibility,
        ),
        With<Veil>,
    >,
    materials: ResMut<'w, Assets<ColorMaterial>>,
}

/// Draws the veil full-window panels ask for (last frame's request) into the image, and
/// tells them once it is surely there: drawn for a few frames with every pipeline ready.
/// Until then they paint their own background (the curtain must never show the board).
/// Only over a full-window board: beside a viewport the image has the panels' colour.
fn veil(
    mut contexts: bevy_egui::EguiContexts,
    board: Query<&Camera, With<BoardCamera>>,
    veils: Veils,
    pending: Res<PipelinesPending>,
    mut drawn: Local<(Option<[u8; 4]>, u32)>,
    veiled: Option<ResMut<crate::app::input_focus::BoardVeiled>>,
) -> Result {
    let Veils {
        mut veils,
        mut materials,
    } = veils;
    use crate::app::layout::{set_shown_veil, take_wanted_veil};
    let ctx = contexts.ctx_mut()?;
    let full_window = board.single().is_ok_and(|c| c.viewport.is_none());
    let wanted = take_wanted_veil(ctx).filter(|_| full_window);
    // A hidden board takes no hover, click or wheel (its hover outline would show
    // through the veil).
    if let Some(mut veiled) = veiled {
        veiled.set_if_neq(crate::app::input_focus::BoardVeiled(wanted.is_some()));
    }
    let key = wanted.map(|c| c.to_srgba_unmultiplied());
    if key != drawn.0 {
        for (material, mut visibility) in &mut veils {
            match key {
                Some([r, g, b, a]) => {
                    if let Some(mut m) = materials.get_mut(&material.0) {
                        m.color = Color::srgba_u8(r, g, b, a);
                    }
                    *visibility = Visibility::Inherited;
                }
                None => *visibility = Visibility::Hidden,
            }
        }
        *drawn = (key, 0);
    }
    drawn.1 = drawn.1.saturating_add(1);
    let sure = drawn.1 > SETTLE_FRAMES + 1 && !pending.0.load(Ordering::Relaxed);
    set_shown_veil(ctx, wanted.filter(|_| sure));
    Ok(())
}

/// Render world: copies the drawn board into the window's main texture, before the
/// board camera draws the live pieces over it.
fn copy_board(
    view: ViewQuery<&ViewTarget, With<ShowsCache>>,
    image: Option<Res<BoardImage>>,
    images: Res<RenderAssets<GpuImage>>,
    mut ctx: RenderContext,
) {
    let target = view.into_inner();
    let Some(board) = image.and_then(|i| images.get(&i.0)) else {
        return;
    };
    let main = target.main_texture();
    // Mid-resize the sizes differ for a frame: the window keeps its last picture.
    if board.texture.size() != main.size() || board.texture.format() != main.format() {
        return;
    }
    ctx.command_encoder().copy_texture_to_texture(
        board.texture.as_image_copy(),
        main.as_image_copy(),
        main.size(),
    );
}

/// Render world: tells the main world whether a pipeline is still compiling.
fn note_pending(cache: Res<PipelineCache>, pending: Res<PipelinesPending>) {
    let waiting = cache.waiting_pipelines().next().is_some();
    pending.0.store(waiting, Ordering::Relaxed);
}

#[cfg(test)]
mod tests {
    //! When the board is drawn afresh, with `MinimalPlugins` and no window.
    use super::*;

    fn app() -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .add_message::<AssetEvent<Mesh>>()
            .add_message::<AssetEvent<ColorMaterial>>()
            .add_message::<AssetEvent<ProvinceMaterial>>()
            .init_resource::<PipelinesPending>()
            .init_resource::<CacheStats>()
            .add_systems(Update, redraw_when_changed);
        app.world_mut()
            .spawn((BoardCamera, Camera::default(), GlobalTransform::default()));
        app.world_mut().spawn((
            CacheCamera,
            Camera {
                is_active: false,
                ..default()
            },
        ));
        app
    }

    /// Whether the cache camera draws this frame, frame by frame.
    fn drawing(app: &mut App, frames: usize) -> Vec<bool> {
        (0..frames)
            .map(|_| {
                app.update();
                let mut q = app
                    .world_mut()
                    .query_filtered::<&Camera, With<CacheCamera>>();
                q.single(app.world()).expect("cache camera").is_active
            })
            .collect()
    }

    #[test]
    fn the_board_is_drawn_when_it_changes_and_then_left_alone() {
        let mut app = app();
        // The first view is drawn, then nothing changes.
        assert_eq!(drawing(&mut app, 4), [true, true, false, false]);
        // A token moves: drawn again for the settling frames only.
        let token = app
            .world_mut()
            .spawn((Transform::default(), GlobalTransform::default()))
            .id();
        drawing(&mut app, 3);
        app.world_mut()
            .entity_mut(token)
            .insert(GlobalTransform::from_xyz(5.0, 0.0, 0.0));
        assert_eq!(drawing(&mut app, 3), [true, true, false]);
        // The camera pans: drawn again.
        let mut q = app
            .world_mut()
            .query_filtered::<&mut GlobalTransform, With<BoardCamera>>();
        *q.single_mut(app.world_mut()).expect("board camera") =
            GlobalTransform::from_xyz(0.0, 10.0, 0.0);
        assert_eq!(drawing(&mut app, 3), [true, true, false]);
    }

    #[test]
    fn live_pieces_moving_never_redraw_the_board() {
        let mut app = app();
        let mover = app
            .world_mut()
            .spawn((live(), Transform::default(), GlobalTransform::default()))
            .id();
        drawing(&mut app, 4);
        for x in 1..5 {
            app.world_mut()
                .entity_mut(mover)
                .insert(GlobalTransform::from_xyz(x as f32, 0.0, 0.0));
            assert_eq!(drawing(&mut app, 1), [false], "frame {x}");
        }
    }

    #[test]
    fn a_live_piece_taking_a_new_shape_never_redraws_the_board_but_a_drawn_one_does() {
        // The hover veil takes the shape of each province the pointer enters: a new mesh
        // is added and the last one dropped.
        let mut app = app();
        let uuid = bevy::asset::uuid::Uuid::from_u128;
        let mesh = |n| Handle::<Mesh>::Uuid(uuid(n), default());
        let [old, new, drawn] = [1, 2, 3].map(|n| mesh(n).id());
        let veil = app.world_mut().spawn((live(), Mesh2d(mesh(1)))).id();
        drawing(&mut app, 4);
        let mut events = app.world_mut().resource_mut::<Messages<AssetEvent<Mesh>>>();
        events.write(AssetEvent::Added { id: new });
        events.write(AssetEvent::Unused { id: old });
        events.write(AssetEvent::Removed { id: old });
        app.world_mut().entity_mut(veil).insert(Mesh2d(mesh(2)));
        assert_eq!(drawing(&mut app, 2), [false, false]);
        // A mesh drawn into the image changes: drawn again.
        let mut events = app.world_mut().resource_mut::<Messages<AssetEvent<Mesh>>>();
        events.write(AssetEvent::Modified { id: drawn });
        assert_eq!(drawing(&mut app, 3), [true, true, false]);
    }

    #[test]
    fn the_board_is_drawn_while_a_pipeline_is_still_compiling() {
        let mut app = app();
        drawing(&mut app, 4);
        let pending = app.world().resource::<PipelinesPending>().0.clone();
        pending.store(true, Ordering::Relaxed);
        assert_eq!(drawing(&mut app, 3), [true, true, true]);
        pending.store(false, Ordering::Relaxed);
        assert_eq!(drawing(&mut app, 2), [false, false]);
    }

    #[test]
    fn beside_the_board_the_image_has_the_panels_own_colour() {
        // Edge panels leave their background to the image: the two colours must agree.
        let image = super::super::palette::PANEL.to_srgba().to_u8_array();
        let panel = crate::app::layout::PANEL.to_array();
        assert_eq!(image, panel);
    }
}
