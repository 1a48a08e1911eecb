//! Rules of the code's shape, checked on the source files under `src/`: no production
//! function spans more than 100 lines, and clippy's lint on too many arguments is allowed
//! nowhere (a Bevy system groups its parameters in `SystemParam` structs; a plain
//! function takes a struct or is split).
//!
//! A function's span runs from its `fn` line to its closing brace, found by matching
//! braces in the source with its comments, strings and character literals blanked out.
//! Test code does not count: `*_tests.rs` and `tests.rs` files, modules declared under
//! `#[cfg(test)]` (their files and folders), inline `mod tests` blocks and items marked
//! `#[cfg(test)]`.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The most lines a production function may span.
const MOST_LINES: usize = 100;

/// Functions let span more than [`MOST_LINES`] lines, as (file, function): none now, and
/// none should be added. An entry that no longer offends fails the test, so that it is
/// taken out.
const LONG_FUNCTIONS_LEFT: &[(&str, &str)] = &[];

/// Functions let allow clippy's lint on many arguments, as (file, the function the allow
/// stands on): none now, as with [`LONG_FUNCTIONS_LEFT`].
const ARGUMENT_ALLOWS_LEFT: &[(&str, &str)] = &[];

/// The lint's name, put together so that this file does not hold it in one piece.
fn lint_name() -> String {
    ["too_many", "_arguments"].concat()
}

/// One Rust source file: its text, and the same text with comments, strings and
/// character literals blanked out (newlines kept, so positions and lines agree).
struct Source {
    text: Vec<char>,
    code: Vec<char>,
    /// Where each line starts, as an index into `text`.
    line_starts: Vec<usize>,
}

impl Source {
    fn new(text: &str) -> Source {
        let text: Vec<char> = text.chars().collect();
        let code = blank_out(&text);
        let mut line_starts = vec![0];
        line_starts.extend((0..text.len()).filter(|&i| text[i] == '\n').map(|i| i + 1));
        Source {
            text,
            code,
            line_starts,
        }
    }

    /// The line (from 1) of the character at `at`.
    fn line(&self, at: usize) -> usize {
        self.line_starts.partition_point(|&s| s <= at)
    }

    /// Whether `word` stands at `at` as a whole word of the code.
    fn word_at(&self, at: usize, word: &str) -> bool {
        let w: Vec<char> = word.chars().collect();
        let end = at + w.len();
        end <= self.code.len()
            && self.code[at..end] == w[..]
            && (at == 0 || !is_ident(self.code[at - 1]))
            && (end == self.code.len() || !is_ident(self.code[end]))
    }

    /// The identifier starting at or after `at` (past whitespace), with where it ends.
    fn ident_after(&self, mut at: usize) -> Option<(String, usize)> {
        while at < self.code.len() && self.code[at].is_whitespace() {
            at += 1;
        }
        let start = at;
        while at < self.code.len() && is_ident(self.code[at]) {
            at += 1;
        }
        let name: String = self.code[start..at].iter().collect();
        (!name.is_empty() && !name.starts_with(|c: char| c.is_ascii_digit())).then_some((name, at))
    }

    /// The end of the item starting at `at`: the `;` that ends it, or the brace that
    /// closes its body (whichever comes first outside parentheses and brackets), with
    /// whether it had a body.
    fn item_end(&self, at: usize) -> Option<(usize, bool)> {
        let mut depth = 0i32;
        for i in at..self.code.len() {
            match self.code[i] {
                '(' | '[' => depth += 1,
                ')' | ']' => depth -= 1,
                ';' if depth == 0 => return Some((i, false)),
                '{' if depth == 0 => return self.closing_brace(i).map(|e| (e, true)),
                _ => {}
            }
        }
        None
    }

    /// The brace that closes the one at `open`.
    fn closing_brace(&self, open: usize) -> Option<usize> {
        let mut depth = 0usize;
        for i in open..self.code.len() {
            match self.code[i] {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i);
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// Past the attributes (`#[...]`) and whitespace from `at`.
    fn past_attributes(&self, mut at: usize) -> usize {
        loop {
            while at < self.code.len() && self.code[at].is_whitespace() {
                at += 1;
            }
            if self.code.get(at) == Some(&'#') && self.code.get(at + 1) == Some(&'[') {
                let mut depth = 0;
                while at < self.code.len() {
                    match self.code[at] {
                        '[' => depth += 1,
                        ']' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    at += 1;
                }
                at += 1;
            } else {
                return at;
            }
        }
    }

    /// Every place `needle` stands in the code (not in comments or strings).
    fn find_all(&self, needle: &str) -> Vec<usize> {
        let n: Vec<char> = needle.chars().collect();
        (0..self.code.len().saturating_sub(n.len() - 1))
            .filter(|&i| self.code[i..i + n.len()] == n[..])
            .collect()
    }
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// `text` with comments, string literals (raw ones too) and character literals replaced
/// by spaces, newlines kept. Lifetimes (`'a`) are left as they are.
fn blank_out(text: &[char]) -> Vec<char> {
    let mut code = text.to_vec();
    let blank = |code: &mut Vec<char>, from: usize, to: usize| {
        for c in &mut code[from..to.min(text.len())] {
            if *c != '\n' {
                *c = ' ';
            }
        }
    };
    let at = |i: usize| text.get(i).copied().unwrap_or('\0');
    let mut i = 0;
    while i < text.len() {
        let end = match (at(i), at(i + 1)) {
            ('/', '/') => (i..text.len())
                .find(|&j| text[j] == '\n')
                .unwrap_or(text.len()),
            ('/', '*') => block_comment_end(text, i),
            ('"', _) => string_end(text, i + 1),
            ('r' | 'b' | 'c', _) if i == 0 || !is_ident(at(i - 1)) => {
                literal_prefix_end(text, i).unwrap_or(i + 1)
            }
            ('\'', '\\') => (i + 3..text.len())
                .find(|&j| text[j] == '\'')
                .map_or(i + 1, |j| j + 1),
            ('\'', c) if c != '\'' && at(i + 2) == '\'' => i + 3,
            _ => i + 1,
        };
        if end > i + 1 {
            blank(&mut code, i, end);
        }
        i = end.max(i + 1);
    }
    code
}

/// Past the comment opened at `at` (`/*`, nested ones counted).
fn block_comment_end(text: &[char], at: usize) -> usize {
    let (mut depth, mut i) = (0, at);
    while i + 1 < text.len() {
        match (text[i], text[i + 1]) {
            ('/', '*') => {
                depth += 1;
                i += 2;
            }
            ('*', '/') => {
                depth -= 1;
                i += 2;
                if depth == 0 {
                    return i;
                }
            }
            _ => i += 1,
        }
    }
    text.len()
}

/// Past the closing quote of a string whose text starts at `at` (escapes skipped).
fn string_end(text: &[char], mut at: usize) -> usize {
    while at < text.len() {
        match text[at] {
            '\\' => at += 2,
            '"' => return at + 1,
            _ => at += 1,
        }
    }
    text.len()
}

/// Past a literal with a prefix starting at `at` (`b"..."`, `c"..."`, `b'x'`, `r"..."`,
/// `r#"..."#`, `br#"..."#`); `None` when no such literal starts there.
fn literal_prefix_end(text: &[char], at: usize) -> Option<usize> {
    let mut i = at;
    if matches!(text[i], 'b' | 'c') {
        i += 1;
        match text.get(i) {
            Some('"') => return Some(string_end(text, i + 1)),
            Some('\'') if text[at] == 'b' => {
                let close = if text.get(i + 1) == Some(&'\\') {
                    i + 3
                } else {
                    i + 2
                };
                return (text[close..].iter().position(|&c| c == '\'')).map(|p| close + p + 1);
            }
            Some('r') => {}
            _ => return None,
        }
    }
    if text.get(i) != Some(&'r') {
        return None;
    }
    i += 1;
    let hashes = text[i..].iter().take_while(|&&c| c == '#').count();
    i += hashes;
    if text.get(i) != Some(&'"') {
        return None;
    }
    let close: Vec<char> = std::iter::once('"')
        .chain(std::iter::repeat_n('#', hashes))
        .collect();
    (i + 1..text.len())
        .find(|&j| text[j..].starts_with(&close))
        .map(|j| j + close.len())
}

/// What one file holds that the rules look at.
#[derive(Debug, Default, PartialEq)]
struct Findings {
    /// Production functions: name, line of `fn`, lines spanned.
    functions: Vec<(String, usize, usize)>,
    /// The lint's name in code: line, and the function after it.
    allows: Vec<(usize, String)>,
    /// Modules declared under `#[cfg(test)]` in other files: the name and any `#[path]`.
    test_modules: Vec<(String, Option<String>)>,
}

/// Reads one file's functions, allows and test modules.
fn scan(text: &str) -> Findings {
    let src = Source::new(text);
    let mut findings = Findings::default();
    let test_code = test_regions(&src, &mut findings.test_modules);
    let in_test = |i: usize| test_code.iter().any(|&(a, b)| a <= i && i <= b);
    let fns: Vec<usize> = src
        .find_all("fn")
        .into_iter()
        .filter(|&i| src.word_at(i, "fn"))
        .collect();
    for &at in &fns {
        let Some((name, after)) = src.ident_after(at + 2) else {
            continue;
        };
        if in_test(at) {
            continue;
        }
        if let Some((end, true)) = src.item_end(after) {
            findings
                .functions
                .push((name, src.line(at), src.line(end) - src.line(at) + 1));
        }
    }
    for at in src.find_all(&lint_name()) {
        let next_fn = fns.iter().find(|&&f| f > at);
        let name = next_fn
            .and_then(|&f| src.ident_after(f + 2))
            .map(|(n, _)| n);
        findings
            .allows
            .push((src.line(at), name.unwrap_or_default()));
    }
    findings
}

/// The spans of test code in a file (items under `#[cfg(test)]`, `mod tests` blocks);
/// modules it declares under `#[cfg(test)]` go into `test_modules`.
fn test_regions(
    src: &Source,
    test_modules: &mut Vec<(String, Option<String>)>,
) -> Vec<(usize, usize)> {
    let mut regions = Vec::new();
    for at in src.find_all("#[cfg(test)]") {
        let item = src.past_attributes(at);
        let Some((end, body)) = src.item_end(item) else {
            continue;
        };
        regions.push((at, end));
        let words: String = src.code[item..end].iter().collect();
        let words: Vec<&str> = words.split_whitespace().collect();
        if !body && let Some(m) = words.iter().position(|w| *w == "mod") {
            let name = words.get(m + 1).unwrap_or(&"").trim_end_matches(';');
            let path = path_attribute(src, at, item);
            test_modules.push((name.to_string(), path));
        }
    }
    for at in src.find_all("mod") {
        if src.word_at(at, "mod")
            && let Some((name, after)) = src.ident_after(at + 3)
            && name == "tests"
            && let Some((end, true)) = src.item_end(after)
        {
            regions.push((at, end));
        }
    }
    regions
}

/// The `#[path = "..."]` among the attributes between `from` and `to`.
fn path_attribute(src: &Source, from: usize, to: usize) -> Option<String> {
    let attrs: String = src.text[from..to].iter().collect();
    let rest = &attrs[attrs.find("#[path")?..];
    let quoted = &rest[rest.find('"')? + 1..];
    Some(quoted[..quoted.find('"')?].to_string())
}

/// Every `.rs` file under `dir`, sorted (the app's design tests read the same files).
pub(crate) fn rust_files(dir: &Path) -> Vec<PathBuf> {
    if dir.is_file() {
        return vec![dir.to_path_buf()];
    }
    let mut files = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(d) = dirs.pop() {
        for entry in std::fs::read_dir(&d).expect("the source folder reads") {
            let path = entry.expect("a folder entry reads").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The folder a file's declared modules live in.
fn module_folder(file: &Path) -> PathBuf {
    let dir = file.parent().expect("a file has a folder");
    match file.file_name().and_then(|n| n.to_str()) {
        Some("mod.rs" | "lib.rs" | "main.rs") => dir.to_path_buf(),
        _ => dir.join(file.file_stem().expect("a file has a name")),
    }
}

/// The source files with what they hold, each file named from the crate's root
/// (`src/...`), and whether it is test code.
fn source_tree() -> Vec<(String, Findings, bool)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = rust_files(&root.join("src"));
    let scanned: Vec<(PathBuf, Findings)> = files
        .into_iter()
        .map(|f| {
            let text = std::fs::read_to_string(&f).expect("a source file reads");
            let findings = scan(&text);
            (f, findings)
        })
        .collect();
    // A test module's file, and the folder of its own modules.
    let mut test_paths = BTreeSet::new();
    for (file, findings) in &scanned {
        for (name, path) in &findings.test_modules {
            let dir = file.parent().expect("a file has a folder");
            let folder = module_folder(file).join(name);
            match path {
                Some(p) => test_paths.insert(dir.join(p)),
                None => test_paths.insert(folder.with_extension("rs")),
            };
            test_paths.insert(folder);
        }
    }
    scanned
        .into_iter()
        .map(|(file, findings)| {
            let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("");
            let test = name.ends_with("_tests.rs")
                || name == "tests.rs"
                || test_paths.iter().any(|t| file.starts_with(t));
            let shown = file.strip_prefix(root).unwrap_or(&file);
            (shown.display().to_string(), findings, test)
        })
        .collect()
}

/// Entries of `allowed` that no offence matched: they are to be taken out.
fn stale(allowed: &[(&str, &str)], used: &BTreeSet<(String, String)>) -> Vec<String> {
    allowed
        .iter()
        .filter(|(f, n)| !used.contains(&(f.to_string(), n.to_string())))
        .map(|(f, n)| format!("{f}: {n} is listed but no longer offends: take it out of the list"))
        .collect()
}

#[test]
fn no_production_function_spans_more_than_100_lines() {
    let (mut offences, mut used) = (Vec::new(), BTreeSet::new());
    for (file, findings, test) in source_tree() {
        if test {
            continue;
        }
        for (name, line, lines) in findings.functions {
            if lines <= MOST_LINES {
                continue;
            }
            if LONG_FUNCTIONS_LEFT.contains(&(file.as_str(), name.as_str())) {
                used.insert((file.clone(), name));
            } else {
                offences.push(format!(
                    "{file}:{line}: fn {name} spans {lines} lines (at most {MOST_LINES}: split it)"
                ));
            }
        }
    }
    offences.extend(stale(LONG_FUNCTIONS_LEFT, &used));
    assert!(offences.is_empty(), "too long:\n{}", offences.join("\n"));
}

#[test]
fn many_arguments_are_allowed_nowhere() {
    let (mut offences, mut used) = (Vec::new(), BTreeSet::new());
    for (file, findings, _) in source_tree() {
        for (line, next_fn) in findings.allows {
            if ARGUMENT_ALLOWS_LEFT.contains(&(file.as_str(), next_fn.as_str())) {
                used.insert((file.clone(), next_fn));
            } else {
                offences.push(format!(
                    "{file}:{line}: allows clippy::{} (group a system's parameters in \
                     SystemParam structs; give a function a struct, or split it)",
                    lint_name()
                ));
            }
        }
    }
    offences.extend(stale(ARGUMENT_ALLOWS_LEFT, &used));
    assert!(offences.is_empty(), "{}", offences.join("\n"));
}

#[test]
fn functions_are_measured_past_strings_comments_and_test_code() {
    let body = "    let _ = 1;\n".repeat(99);
    let text = format!(
        "fn long() {{\n{body}}}\n\
         fn short() -> [u8; 2] {{\n    let _s = \"}} {{\"; // }}\n    let _c = '}}';\n    \
         let _r = r#\"}}\"#;\n    /* }} /* }} */ */\n    [0, 1]\n}}\n\
         fn one_more<'a>(x: &'a str) -> &'a str {{\n{body}    x\n}}\n\
         trait T {{\n    fn declared(&self);\n}}\n\
         #[cfg(test)]\nfn helper() {{\n{body}{body}}}\n\
         mod tests {{\n    fn in_tests() {{\n{body}{body}    }}\n}}\n\
         #[cfg(test)]\n#[path = \"x_tests.rs\"]\nmod x;\n\
         #[allow(clippy::{})]\nfn many() {{}}\n",
        lint_name()
    );
    let found = scan(&text);
    let spans: Vec<(&str, usize)> = (found.functions.iter())
        .map(|(n, _, l)| (n.as_str(), *l))
        .collect();
    assert_eq!(
        spans,
        [("long", 101), ("short", 7), ("one_more", 102), ("many", 1)]
    );
    assert_eq!(
        found.allows,
        [(text.lines().count() - 1, "many".to_string())]
    );
    let path = Some("x_tests.rs".to_string());
    assert_eq!(found.test_modules, [("x".to_string(), path)]);
}
