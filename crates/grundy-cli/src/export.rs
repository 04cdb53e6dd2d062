//! PNG and PDF from a figure's SVG: usvg parses it once (with the loaded fonts), resvg and
//! tiny-skia rasterise it, svg2pdf writes it as a one-page vector PDF whose text stays text
//! (the fonts are subset and embedded, so the words can be selected and searched).

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg::{self, fontdb::Database};
use std::sync::Arc;

/// The largest PNG written, in pixels: the whole RGBA image is held in memory while drawing.
pub const MAX_PIXELS: u64 = 100_000_000;

/// The figure's SVG with its font list reduced to `sans-serif`, for drawing here.
///
/// The list names fonts for browsers (system-ui, Noto Sans, then the CJK fonts). usvg takes
/// the first installed family for a whole text, so with a CJK font installed every Latin
/// label was drawn in it, and a line holding a character it lacks (⌊ ⌋ φ ₖ) went whole to
/// another font: serif, not bold. `sans-serif` is the first installed Latin sans
/// ([`crate::fonts::database`]), which has those characters; Chinese falls back per character.
fn with_export_fonts(svg: &str) -> String {
    const FAMILY: &str = ".gl-fig{font-family:";
    match svg.find(FAMILY) {
        Some(at) => {
            let from = at + FAMILY.len();
            let to = svg[from..].find('}').map_or(from, |e| from + e);
            format!("{}sans-serif{}", &svg[..from], &svg[to..])
        }
        None => svg.to_string(),
    }
}

/// Parses the SVG with the fonts of `db`.
fn tree(svg: &str, db: Arc<Database>) -> Result<usvg::Tree, String> {
    let options = usvg::Options {
        fontdb: db,
        font_resolver: usvg::FontResolver {
            select_font: usvg::FontResolver::default_font_selector(),
            select_fallback: Box::new(|c, used, db| crate::fonts::fallback(c, used, db)),
        },
        ..usvg::Options::default()
    };
    usvg::Tree::from_str(&with_export_fonts(svg), &options)
        .map_err(|e| format!("grundy render: cannot read the figure's SVG: {e}"))
}

/// The pixel size of a `width` × `height` figure at `scale` (rounded up, at least 1).
pub fn png_size(width: f32, height: f32, scale: f32) -> (u32, u32) {
    let px = |v: f32| (v * scale).ceil().clamp(1.0, u32::MAX as f32) as u32;
    (px(width), px(height))
}

/// The figure as a PNG image, `scale` pixels per SVG unit, on its own white background.
pub fn png(svg: &str, db: Arc<Database>, scale: f32) -> Result<Vec<u8>, String> {
    let tree = tree(svg, db)?;
    let size = tree.size();
    let (w, h) = png_size(size.width(), size.height(), scale);
    if u64::from(w) * u64::from(h) > MAX_PIXELS {
        return Err(format!(
            "grundy render: a {w}×{h} PNG is too large (at most {MAX_PIXELS} pixels): lower --scale"
        ));
    }
    let mut pixmap = Pixmap::new(w, h)
        .ok_or_else(|| format!("grundy render: cannot allocate a {w}×{h} image: lower --scale"))?;
    resvg::render(
        &tree,
        Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap
        .encode_png()
        .map_err(|e| format!("grundy render: cannot encode the PNG: {e}"))
}

/// The largest PDF page side, in points (200 inches: readers such as Acrobat refuse more).
pub const MAX_PAGE_PT: f32 = 14_400.0;

/// Units per inch for a `width` × `height` figure: 96 (1 unit = 1 CSS pixel = 0.75 pt), or
/// more for a figure whose page would pass [`MAX_PAGE_PT`], so that it fits.
pub fn pdf_dpi(width: f32, height: f32) -> f32 {
    let side_pt = width.max(height) * 72.0 / 96.0;
    if side_pt > MAX_PAGE_PT {
        96.0 * side_pt / MAX_PAGE_PT
    } else {
        96.0
    }
}

/// The figure as a one-page PDF, 1 SVG unit = 1 CSS pixel (0.75 pt) unless that page would
/// be too large (see [`pdf_dpi`]), text kept as text.
pub fn pdf(svg: &str, db: Arc<Database>) -> Result<Vec<u8>, String> {
    let tree = tree(svg, db)?;
    let conversion = svg2pdf::ConversionOptions {
        embed_text: true,
        ..svg2pdf::ConversionOptions::default()
    };
    let dpi = pdf_dpi(tree.size().width(), tree.size().height());
    svg2pdf::to_pdf(&tree, conversion, svg2pdf::PageOptions { dpi })
        .map_err(|e| format!("grundy render: cannot write the PDF: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SQUARE: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 5" width="10" height="5"><rect width="10" height="5" fill="#0b5cad"/></svg>"##;

    #[test]
    fn export_asks_for_the_first_installed_sans_alone() {
        let svg = grundy_core::figure::Figure {
            width: 10.0,
            height: 10.0,
            title: String::new(),
            shapes: Vec::new(),
        }
        .to_svg();
        assert!(svg.contains(".gl-fig{font-family:system-ui,"), "{svg}");
        let drawn = with_export_fonts(&svg);
        assert!(drawn.contains(".gl-fig{font-family:sans-serif}"), "{drawn}");
        assert_eq!(
            drawn.len(),
            svg.len() - (svg.find('}').unwrap() - drawn.find('}').unwrap())
        );
    }

    #[test]
    fn png_is_scaled_and_rounded_up() {
        assert_eq!(png_size(10.0, 5.0, 2.0), (20, 10));
        assert_eq!(png_size(10.5, 5.01, 1.0), (11, 6));
        assert_eq!(png_size(0.1, 0.1, 0.5), (1, 1));
        let bytes = png(SQUARE, Arc::new(Database::new()), 3.0).unwrap();
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
        assert_eq!(&bytes[16..24], &[0, 0, 0, 30, 0, 0, 0, 15]);
    }

    #[test]
    fn oversized_png_and_broken_svg_are_refused_in_one_line() {
        let big = SQUARE.replace(
            r#"width="10" height="5""#,
            r#"width="100000" height="50000""#,
        );
        let e = png(
            &big.replace("0 0 10 5", "0 0 100000 50000"),
            Arc::new(Database::new()),
            2.0,
        )
        .unwrap_err();
        assert!(e.contains("too large") && !e.contains('\n'), "{e}");
        let e = pdf("<svg", Arc::new(Database::new())).unwrap_err();
        assert!(
            e.starts_with("grundy render: cannot read") && !e.contains('\n'),
            "{e}"
        );
    }

    #[test]
    fn pdf_page_is_the_figure_in_css_pixels() {
        let bytes = pdf(SQUARE, Arc::new(Database::new())).unwrap();
        assert!(bytes.starts_with(b"%PDF-"));
        let text = String::from_utf8_lossy(&bytes);
        // 10 × 5 CSS pixels = 7.5 × 3.75 pt.
        assert!(text.contains("/MediaBox [0 0 7.5 3.75]"), "{text}");
        // A 652 × 55,196 figure (a 500-vertex chain) is shrunk to a 14,400 pt page.
        let tall = SQUARE
            .replace("0 0 10 5", "0 0 652 55196")
            .replace(r#"width="10" height="5""#, r#"width="652" height="55196""#);
        let text =
            String::from_utf8_lossy(&pdf(&tall, Arc::new(Database::new())).unwrap()).into_owned();
        let media = &text[text.find("/MediaBox [0 0 ").unwrap() + 15..];
        let mut sides = media[..media.find(']').unwrap()]
            .split(' ')
            .map(|v| v.parse::<f32>().unwrap());
        let (w, h) = (sides.next().unwrap(), sides.next().unwrap());
        assert!((h - MAX_PAGE_PT).abs() < 0.5, "{h}");
        assert!((w / h - 652.0 / 55196.0).abs() < 1e-4, "{w}");
        assert_eq!(pdf_dpi(1000.0, 800.0), 96.0);
    }
}
