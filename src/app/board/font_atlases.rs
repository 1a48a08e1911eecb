//! Frees the glyph images of name sizes no longer shown. Bevy rasterises a font once per
//! pixel size and keeps every size it ever drew (a 512×512 image each, in memory and on
//! the graphics card); the board's names are drawn at the size they show in the window,
//! so zooming through the board's range would keep a few hundred of them.

use bevy::asset::AssetId;
use bevy::prelude::*;
use bevy::text::{FontAtlasSet, TextLayoutInfo};
use std::collections::HashSet;

/// Sizes kept before the unused ones are freed: enough that switching between two zoom
/// levels draws nothing again.
const KEPT_SIZES: usize = 32;

pub fn plugin(app: &mut App) {
    app.add_systems(Update, free_unused_sizes);
}

/// Once more sizes are kept than `KEPT_SIZES`, drops every size whose images no text on
/// screen uses (text laid out again at a dropped size is simply rasterised again).
fn free_unused_sizes(atlases: Option<ResMut<FontAtlasSet>>, texts: Query<&TextLayoutInfo>) {
    let Some(mut atlases) = atlases else { return };
    if atlases.len() <= KEPT_SIZES {
        return;
    }
    let used: HashSet<AssetId<Image>> = texts
        .iter()
        .flat_map(|layout| layout.glyphs.iter().map(|g| g.atlas_info.texture))
        .collect();
    atlases.retain(|_, sizes| sizes.iter().any(|atlas| used.contains(&atlas.texture.id())));
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::text::FontAtlasKey;

    fn key(size: u32) -> FontAtlasKey {
        FontAtlasKey {
            id: 0,
            index: 0,
            font_size_bits: size,
            variations_hash: 0,
            hinting: default(),
            font_smoothing: default(),
        }
    }

    #[test]
    fn sizes_no_text_uses_are_freed_once_too_many_are_kept() {
        let mut app = App::new();
        app.init_resource::<FontAtlasSet>()
            .init_resource::<Assets<Image>>()
            .add_plugins(plugin);
        let mut images = Vec::new();
        for size in 0..KEPT_SIZES as u32 {
            let atlas = bevy::text::FontAtlas::new(
                &mut app.world_mut().resource_mut::<Assets<Image>>(),
                UVec2::splat(8),
                default(),
            );
            images.push(atlas.texture.id());
            app.world_mut()
                .resource_mut::<FontAtlasSet>()
                .insert(key(size), vec![atlas]);
        }
        app.update();
        assert_eq!(app.world().resource::<FontAtlasSet>().len(), KEPT_SIZES);

        // One size more, and a text on screen drawn with size 3.
        let atlas = bevy::text::FontAtlas::new(
            &mut app.world_mut().resource_mut::<Assets<Image>>(),
            UVec2::splat(8),
            default(),
        );
        app.world_mut()
            .resource_mut::<FontAtlasSet>()
            .insert(key(99), vec![atlas]);
        let mut layout = TextLayoutInfo::default();
        layout.glyphs.push(bevy::text::PositionedGlyph {
            position: Vec2::ZERO,
            atlas_info: bevy::text::GlyphAtlasInfo {
                texture: images[3],
                rect: Rect::default(),
                offset: Vec2::ZERO,
                is_alpha_mask: true,
            },
            section_index: 0,
            line_index: 0,
        });
        app.world_mut().spawn(layout);
        app.update();
        let kept = app.world().resource::<FontAtlasSet>();
        assert_eq!(kept.len(), 1, "only the size on screen stays");
        assert!(kept.contains_key(&key(3)));
    }
}
