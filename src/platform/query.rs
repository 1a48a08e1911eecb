//! The page address's query (`?lang=de&new-game`), the browser's stand-in for a command
//! line.

/// Splits `?a=1&b` into pairs (`a`=`1`, `b`=``); no percent-decoding: the options need none.
pub fn parse(search: &str) -> Vec<(String, String)> {
    search
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| match p.split_once('=') {
            Some((k, v)) => (k.to_string(), v.to_string()),
            None => (p.to_string(), String::new()),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_query_gives_its_options_with_or_without_values() {
        let pairs = |v: &[(&str, &str)]| -> Vec<(String, String)> {
            v.iter()
                .map(|(a, b)| (a.to_string(), b.to_string()))
                .collect()
        };
        assert_eq!(
            parse("?lang=de&new-game&text-size=1.5"),
            pairs(&[("lang", "de"), ("new-game", ""), ("text-size", "1.5")])
        );
        assert_eq!(parse(""), pairs(&[]));
        assert_eq!(parse("?"), pairs(&[]));
    }
}
