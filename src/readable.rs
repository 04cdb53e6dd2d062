//! The scale a new figure opens at: fitted whole when its smallest text is then at least
//! [`MIN_READABLE_PX`] on screen, else zoomed just enough for that text to reach it (the view
//! then follows the step's focus). Measured against the stage as laid out, so a projector's
//! larger stage shows whole what a laptop's must zoom; a phone's stage, read close, asks for
//! [`PHONE_READABLE_PX`].

use grundy_core::figure::text_size::MIN_READABLE_PX;

/// The least on-screen text size on a phone (a screen whose smaller side is under
/// [`PHONE_SCREEN_PX`]): a phone is held close, has sharp pixels and zooms with two fingers,
/// and projection size there opened every figure at 120–260 %, wider than the screen with
/// what the step is about cut off (at 11 px Wythoff's board still opened at 162 %, at 7 px
/// at 114 % on a 360 px screen). Only a figure whose text would be smaller than this whole
/// (a DAG of hundreds of positions) opens zoomed.
pub const PHONE_READABLE_PX: f64 = 6.0;

/// A screen whose smaller side (CSS px) is under this is a phone's, upright or on its side.
/// The screen, not the stage: at `size=xxl` a projector's 1280×800 leaves the figure a stage
/// 554 px wide, and took the phone's size there (8.5 px text on a projector).
pub const PHONE_SCREEN_PX: f64 = 600.0;

/// The least on-screen text size a figure opens at on a screen whose smaller side is
/// `screen_min` CSS px.
pub fn min_readable_px(screen_min: f64) -> f64 {
    if screen_min < PHONE_SCREEN_PX {
        PHONE_READABLE_PX
    } else {
        MIN_READABLE_PX
    }
}

/// The largest zoom (percent of the stage's width), for "+" and for a readable opening.
pub const MAX_ZOOM: u32 = 10_000;

/// How a figure `width`×`height` units whose smallest text is `min_text` units opens on a
/// stage of `stage_w`×`stage_h` CSS px: `None` fitted whole, `Some(z)` zoomed to z percent of
/// the stage's width.
pub fn opening_zoom(
    width: f64,
    height: f64,
    min_text: f64,
    stage: (f64, f64),
    readable: f64,
) -> Option<u32> {
    let (stage_w, stage_h) = stage;
    if width <= 0.0 || height <= 0.0 || stage_w <= 0.0 || stage_h <= 0.0 || min_text <= 0.0 {
        return None;
    }
    let fit = (stage_w / width).min(stage_h / height);
    if min_text * fit >= readable {
        return None;
    }
    // A zoomed figure may gain a scrollbar, which narrows the stage a little: aim above.
    let scale = readable * 1.05 / min_text;
    let percent = (100.0 * scale * width / stage_w).ceil();
    Some(percent.clamp(50.0, MAX_ZOOM as f64) as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_figure_opens_fitted_only_when_its_smallest_text_is_readable() {
        let stage = (826.0, 626.0);
        // Fitted at scale 1: 18-unit text is 18 px.
        assert_eq!(
            opening_zoom(826.0, 626.0, 18.0, stage, MIN_READABLE_PX),
            None
        );
        // A tall figure fitted by its height at scale 0.5: 18-unit text would be 9 px.
        let z = opening_zoom(826.0, 1252.0, 18.0, stage, MIN_READABLE_PX).unwrap_or(0);
        let scale = z as f64 / 100.0 * 826.0 / 826.0;
        assert!(18.0 * scale >= 16.0, "zoom {z}%");
        assert!(z <= 100, "no wider than the stage: {z}%");
        // A wide figure: zoomed past 800% when that is what it takes.
        let z = opening_zoom(12_400.0, 1_660.0, 18.0, stage, MIN_READABLE_PX).unwrap_or(0);
        let scale = z as f64 / 100.0 * 826.0 / 12_400.0;
        assert!(
            18.0 * scale >= 16.0 && z > 800,
            "zoom {z}% gives {}",
            18.0 * scale
        );
        // The same figure on a projector's larger stage fits when its text is large enough.
        assert_eq!(
            opening_zoom(1_000.0, 700.0, 20.0, (1_400.0, 900.0), MIN_READABLE_PX),
            None
        );
        assert!(opening_zoom(1_000.0, 700.0, 20.0, (700.0, 500.0), MIN_READABLE_PX).is_some());
        // A phone asks less (it is read close): nim's figure on a 325 px stage, 16-unit text
        // fitted at 0.7, opens whole instead of at 143 %; a projector's 554 px stage at xxl
        // keeps projection size.
        let phone = min_readable_px(390.0);
        assert_eq!(
            opening_zoom(464.0, 330.0, 16.0, (325.0, 500.0), phone),
            None
        );
        assert!(opening_zoom(464.0, 330.0, 16.0, (325.0, 500.0), min_readable_px(800.0)).is_some());
        // Nothing to measure: fitted.
        assert_eq!(opening_zoom(0.0, 10.0, 20.0, stage, MIN_READABLE_PX), None);
        assert_eq!(
            opening_zoom(10.0, 10.0, 20.0, (0.0, 0.0), MIN_READABLE_PX),
            None
        );
    }
}
