//! The phone page's files, built into the program (nothing is fetched from elsewhere).
//! For working on the page, `DIPLOMACY_HOTSEAT_PHONE_PAGE` names a folder to serve the same
//! three files from instead.

use std::borrow::Cow;

/// A file of the page and its type.
pub struct PageFile {
    pub body: Cow<'static, [u8]>,
    pub kind: &'static str,
}

const FILES: [(&str, &[u8], &str); 3] = [
    (
        "index.html",
        include_bytes!("../../assets/phone/index.html"),
        "text/html; charset=utf-8",
    ),
    (
        "app.js",
        include_bytes!("../../assets/phone/app.js"),
        "text/javascript; charset=utf-8",
    ),
    (
        "style.css",
        include_bytes!("../../assets/phone/style.css"),
        "text/css; charset=utf-8",
    ),
];

/// The page file at `path` (`/` is the page itself), if it is one.
pub fn file(path: &str) -> Option<PageFile> {
    let name = match path {
        "/" => "index.html",
        p => p.strip_prefix('/')?,
    };
    let (name, built_in, kind) = FILES.iter().find(|(n, _, _)| *n == name)?;
    let body = std::env::var_os("DIPLOMACY_HOTSEAT_PHONE_PAGE")
        .and_then(|dir| std::fs::read(std::path::Path::new(&dir).join(name)).ok())
        .map_or(Cow::Borrowed(*built_in), Cow::Owned);
    Some(PageFile { body, kind })
}
