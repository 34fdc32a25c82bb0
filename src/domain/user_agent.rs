//! Which browser on which system a member's session was started from, as its User-Agent
//! says, so that a member can tell their sessions apart ("Chrome, Android") and end the one
//! on a lost phone. Names only, no version numbers: the UI words the rest.

/// The browser and the system a User-Agent names; each none when it names none we know.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Device {
    /// `Chrome`, `Safari`, `Firefox`, `Edge`, `Opera` or `Samsung Internet`.
    pub browser: Option<&'static str>,
    /// `Android`, `iPhone`, `iPad`, `Windows`, `macOS`, `ChromeOS` or `Linux`.
    pub system: Option<&'static str>,
}

/// The device a User-Agent header names. Browsers name others to be let in ("like Gecko",
/// "Safari" in Chrome's, "Chrome" in Edge's), so the most specific token is looked for first.
pub fn device(user_agent: &str) -> Device {
    let has = |token: &str| user_agent.contains(token);
    let system = if has("iPhone") || has("iPod") {
        Some("iPhone")
    } else if has("iPad") {
        Some("iPad")
    } else if has("Android") {
        Some("Android")
    } else if has("CrOS") {
        Some("ChromeOS")
    } else if has("Windows") {
        Some("Windows")
    } else if has("Macintosh") || has("Mac OS X") {
        Some("macOS")
    } else if has("Linux") {
        Some("Linux")
    } else {
        None
    };
    let browser = if has("Edg/") || has("EdgA/") || has("EdgiOS/") {
        Some("Edge")
    } else if has("OPR/") || has("Opera") {
        Some("Opera")
    } else if has("SamsungBrowser/") {
        Some("Samsung Internet")
    } else if has("Firefox/") || has("FxiOS/") {
        Some("Firefox")
    } else if has("Chrome/") || has("CriOS/") || has("Chromium/") {
        Some("Chrome")
    } else if has("Safari/") && has("Version/") {
        Some("Safari")
    } else {
        None
    };
    Device { browser, system }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_browser_and_system_are_read_from_the_most_specific_token() {
        let cases = [
            (
                "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) \
                 Chrome/126.0.0.0 Mobile Safari/537.36",
                (Some("Chrome"), Some("Android")),
            ),
            (
                "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 \
                 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
                (Some("Safari"), Some("iPhone")),
            ),
            (
                "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 \
                 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1",
                (Some("Chrome"), Some("iPhone")),
            ),
            (
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) \
                 Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
                (Some("Edge"), Some("Windows")),
            ),
            (
                "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0",
                (Some("Firefox"), Some("macOS")),
            ),
            (
                "Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) \
                 SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
                (Some("Samsung Internet"), Some("Android")),
            ),
            (
                "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) \
                 Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0",
                (Some("Opera"), Some("Linux")),
            ),
            (
                "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like \
                 Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
                (Some("Safari"), Some("iPad")),
            ),
            (
                "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) \
                 Chrome/126.0.0.0 Safari/537.36",
                (Some("Chrome"), Some("ChromeOS")),
            ),
            ("curl/8.5.0", (None, None)),
            ("", (None, None)),
        ];
        for (user_agent, (browser, system)) in cases {
            assert_eq!(
                device(user_agent),
                Device { browser, system },
                "{user_agent}"
            );
        }
    }
}
