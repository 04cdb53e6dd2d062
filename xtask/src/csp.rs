//! The built pages' Content-Security-Policy: a `<meta http-equiv>` written into the built
//! index.html and the single-file build, allowing scripts only from the site and the inline
//! scripts each page carries (by their SHA-256), so injected markup can run no script.
//!
//! The policy is added to the build, not to the source index.html: Trunk writes its own inline
//! loader (its file names, hence its hash, change with every build), and `trunk serve` injects a
//! live-reload script that a fixed policy would block. docs/embedding.md lists the headers a
//! host adds besides (`frame-ancestors` works only as a header).

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

type Res<T> = Result<T, String>;

/// The site's policy but for the inline scripts' and styles' hashes, which
/// [`policy`] appends to `script-src` and `style-src`.
///
/// - `'wasm-unsafe-eval'`: compiling WebAssembly; nothing allows `eval` or inline handlers.
/// - `style-src`: the stylesheet, and the `<style>` each figure's `<svg>` carries (the core's
///   `FIGURE_CSS`, which exported SVG files need too); no `style=` attribute is set.
/// - `img-src data: blob:`: the PNG export draws the figure from a `blob:` image; `data:`
///   for icons given inline.
/// - `worker-src 'self'`: the solver worker and the service worker; `manifest-src` the
///   web manifest; `connect-src 'self'`: the wasm files fetched and preloaded.
/// - `object-src`, `base-uri`, `form-action` `'none'`: no plugins, no `<base>` redirecting
///   the site's relative addresses, no form submitted anywhere (every form is handled in the page).
const SITE_DIRECTIVES: [(&str, &str); 11] = [
    ("default-src", "'self'"),
    ("script-src", "'self' 'wasm-unsafe-eval'"),
    ("style-src", "'self'"),
    ("img-src", "'self' data: blob:"),
    ("font-src", "'self'"),
    ("connect-src", "'self'"),
    ("worker-src", "'self'"),
    ("manifest-src", "'self'"),
    ("object-src", "'none'"),
    ("base-uri", "'none'"),
    ("form-action", "'none'"),
];

/// The single file's policy, before its hashes: it opens from `file://`, where `'self'` names
/// nothing useful, and it loads nothing (the stylesheet, the glue and the wasm are inside), so
/// everything is refused but its own inline script and styles and the images the page makes.
const SINGLE_FILE_DIRECTIVES: [(&str, &str); 7] = [
    ("default-src", "'none'"),
    ("script-src", "'wasm-unsafe-eval'"),
    ("style-src", ""),
    ("img-src", "data: blob:"),
    ("object-src", "'none'"),
    ("base-uri", "'none'"),
    ("form-action", "'none'"),
];

/// `directives` written as a policy, with `scripts` and `styles` (hash sources such as
/// `'sha256-…'`) appended to `script-src` and `style-src`.
fn policy(directives: &[(&str, &str)], scripts: &[String], styles: &[String]) -> String {
    directives
        .iter()
        .map(|(name, sources)| {
            let extra = match *name {
                "script-src" => scripts,
                "style-src" => styles,
                _ => &[],
            };
            let all: Vec<&str> = std::iter::once(*sources)
                .filter(|s| !s.is_empty())
                .chain(extra.iter().map(String::as_str))
                .collect();
            format!("{name} {}", all.join(" "))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The contents of every inline `<script>` (one without `src`) of `html`, in order.
fn inline_scripts(html: &str) -> Res<Vec<&str>> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(at) = rest.find("<script") {
        let tag_end = rest[at..]
            .find('>')
            .ok_or("a <script> tag that does not end")?
            + at;
        let tag = &rest[at..tag_end];
        let close = rest[tag_end..]
            .find("</script")
            .ok_or("a <script> without </script>")?
            + tag_end;
        if !tag.contains(" src=") {
            out.push(&rest[tag_end + 1..close]);
        }
        rest = &rest[close + "</script".len()..];
    }
    Ok(out)
}

/// The contents of every `<style>` element of `html`, in order.
fn inline_styles(html: &str) -> Res<Vec<&str>> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(at) = rest.find("<style") {
        let tag_end = rest[at..]
            .find('>')
            .ok_or("a <style> tag that does not end")?
            + at;
        let close = rest[tag_end..]
            .find("</style")
            .ok_or("a <style> without </style>")?
            + tag_end;
        out.push(&rest[tag_end + 1..close]);
        rest = &rest[close + "</style".len()..];
    }
    Ok(out)
}

/// `html` with the policy as a `<meta http-equiv>` right after its `<meta charset>`, before
/// anything the policy governs.
fn with_policy(html: &str, policy: &str) -> Res<String> {
    if html.contains("Content-Security-Policy") {
        return Err("the page already names a Content-Security-Policy".into());
    }
    let at = html
        .find("<meta charset")
        .ok_or("no <meta charset> to put the policy after")?;
    let end = html[at..]
        .find('>')
        .ok_or("a <meta charset> that does not end")?
        + at
        + 1;
    Ok(format!(
        "{}<meta http-equiv=\"Content-Security-Policy\" content=\"{policy}\">{}",
        &html[..end],
        &html[end..]
    ))
}

/// The CSP source for `bytes`: `'sha256-BASE64'`. Computed by Node's crypto module (Node runs
/// every web tool here), so the project carries no hash function of its own for this.
fn sha256_source(bytes: &[u8]) -> Res<String> {
    let mut child = Command::new("node")
        .args([
            "-e",
            "const h=require('crypto').createHash('sha256');process.stdin.on('data',(d)=>h.update(d));\
             process.stdin.on('end',()=>process.stdout.write(h.digest('base64')));",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("could not run node to hash an inline script: {e}"))?;
    {
        let mut stdin = child.stdin.take().ok_or("node's input is not open")?;
        stdin.write_all(bytes).map_err(|e| e.to_string())?;
    }
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    let digest = String::from_utf8(out.stdout).map_err(|e| e.to_string())?;
    if !out.status.success() || digest.len() != 44 {
        return Err(format!(
            "node could not hash an inline script ({})",
            out.status
        ));
    }
    Ok(format!("'sha256-{digest}'"))
}

/// The hashes of what every page's figures add at run time: the `<style>` inside each
/// figure's `<svg>`, and the same element empty (Yew may insert it before its text).
fn figure_style_sources() -> Res<Vec<String>> {
    Ok(vec![
        sha256_source(grundy_core::figure::FIGURE_CSS.as_bytes())?,
        sha256_source(b"")?,
    ])
}

/// Writes the policy into `site`/index.html, hashing its inline scripts (ours and Trunk's
/// loader); returns the policy.
pub fn secure_site(site: &Path) -> Res<String> {
    let path = site.join("index.html");
    let html = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let scripts = (inline_scripts(&html)?.into_iter())
        .map(|s| sha256_source(s.as_bytes()))
        .collect::<Res<Vec<_>>>()?;
    if !inline_styles(&html)?.is_empty() {
        return Err("index.html has an inline <style>: put it in www/style.css".into());
    }
    let policy = policy(&SITE_DIRECTIVES, &scripts, &figure_style_sources()?);
    std::fs::write(&path, with_policy(&html, &policy)?).map_err(|e| e.to_string())?;
    Ok(policy)
}

/// `html` (the single-file build) with its policy: its inline script and stylesheet hashed.
pub fn secure_single_file(html: &str) -> Res<String> {
    let scripts = (inline_scripts(html)?.into_iter())
        .map(|s| sha256_source(s.as_bytes()))
        .collect::<Res<Vec<_>>>()?;
    let mut styles = (inline_styles(html)?.into_iter())
        .map(|s| sha256_source(s.as_bytes()))
        .collect::<Res<Vec<_>>>()?;
    styles.extend(figure_style_sources()?);
    with_policy(html, &policy(&SINGLE_FILE_DIRECTIVES, &scripts, &styles))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_inline_scripts_and_styles_but_not_external_ones() {
        let html = "<head><script type=module>a()</script><script src=\"x.js\"></script>\
                    <style>p{}</style><script>\nb()\n</script></head>";
        assert_eq!(inline_scripts(html).unwrap(), ["a()", "\nb()\n"]);
        assert_eq!(inline_styles(html).unwrap(), ["p{}"]);
        assert!(inline_scripts("<script>x").is_err());
    }

    #[test]
    fn the_policy_goes_right_after_the_charset_once() {
        let html = "<!doctype html><html><head><meta charset=utf-8><script>x</script>";
        let out = with_policy(html, "default-src 'none'").unwrap();
        assert_eq!(
            out,
            "<!doctype html><html><head><meta charset=utf-8><meta http-equiv=\"Content-Security-Policy\" \
             content=\"default-src 'none'\"><script>x</script>"
        );
        assert!(with_policy(&out, "x").is_err());
        assert!(with_policy("<head></head>", "x").is_err());
    }

    #[test]
    fn the_site_policy_allows_no_inline_code_but_the_hashed() {
        let p = policy(
            &SITE_DIRECTIVES,
            &["'sha256-A'".into()],
            &["'sha256-B'".into()],
        );
        assert!(p.contains("script-src 'self' 'wasm-unsafe-eval' 'sha256-A';"));
        assert!(p.contains("style-src 'self' 'sha256-B';"));
        assert!(p.contains("object-src 'none'") && p.contains("base-uri 'none'"));
        assert!(!p.contains("unsafe-inline") && !p.contains("'unsafe-eval'"));
        let single = policy(&SINGLE_FILE_DIRECTIVES, &[], &["'sha256-C'".into()]);
        assert!(single.contains("style-src 'sha256-C';"));
    }

    #[test]
    fn hashes_are_those_of_rfc_6234_and_the_browsers() {
        // SHA-256 of "abc" (FIPS 180-2's example), and of nothing (what browsers log for an
        // empty inline element).
        assert_eq!(
            sha256_source(b"abc").unwrap(),
            "'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='"
        );
        assert_eq!(
            sha256_source(b"").unwrap(),
            "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"
        );
    }
}
