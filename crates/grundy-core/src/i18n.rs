//! Every user-facing string in English and Simplified Chinese, in one table. Templates use
//! `{0}`, `{1}`, … for arguments; a test checks that both languages use the same ones.

/// Interface language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Simplified Chinese.
    Zh,
}

impl Lang {
    /// The code used in links (`lang=en`, `lang=zh`) and in `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }

    /// Parses a link's `lang=` value.
    pub fn parse(code: &str) -> Option<Lang> {
        match code {
            "en" => Some(Lang::En),
            "zh" => Some(Lang::Zh),
            _ => None,
        }
    }

    /// The language for a browser language tag such as `zh-CN` or `en-GB`: Chinese for any
    /// `zh` tag, English otherwise.
    pub fn from_browser_tag(tag: &str) -> Lang {
        if tag.to_ascii_lowercase().starts_with("zh") {
            Lang::Zh
        } else {
            Lang::En
        }
    }

    /// The other language (what the switch offers).
    pub fn other(self) -> Lang {
        match self {
            Lang::En => Lang::Zh,
            Lang::Zh => Lang::En,
        }
    }
}

macro_rules! messages {
    ($($key:ident => ($en:expr, $zh:expr),)*) => {
        /// A message key; [`tr`] gives its text.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[allow(missing_docs)]
        pub enum Msg { $($key,)* }

        /// Every message, for the completeness tests.
        pub const ALL_MESSAGES: &[Msg] = &[$(Msg::$key,)*];

        /// The text of `msg` in `lang`.
        pub fn tr(lang: Lang, msg: Msg) -> &'static str {
            match (msg, lang) {
                $((Msg::$key, Lang::En) => $en, (Msg::$key, Lang::Zh) => $zh,)*
            }
        }
    };
}

messages! {
    AppTitle => ("Grundy Lab", "Grundy 实验室"),
    AppTagline => ("See impartial games, Sprague–Grundy values and inclusion–exclusion, one step at a time.",
                   "一步一步看懂公平组合游戏、SG 函数与容斥原理。"),
    HomeIntro => ("Pick a lesson. Every figure can be stepped with the buttons or the keys ← → Space Home End, and every step has its own link.",
                  "选择一节课。每幅图都可以用按钮或按键 ← → 空格 Home End 逐步播放，每一步都有自己的链接。"),
    LessonsHeading => ("Lessons", "课程"),
    BackHome => ("All lessons", "全部课程"),
    SwitchLanguage => ("中文", "English"),
    StepFirst => ("First step", "第一步"),
    StepPrev => ("Previous step", "上一步"),
    StepNext => ("Next step", "下一步"),
    StepLast => ("Last step", "最后一步"),
    Play => ("Play", "播放"),
    Pause => ("Pause", "暂停"),
    Speed => ("Speed", "速度"),
    SpeedSlow => ("slow", "慢"),
    SpeedNormal => ("normal", "中"),
    SpeedFast => ("fast", "快"),
    StepOf => ("Step {0} of {1}", "第 {0} 步，共 {1} 步"),
    KeysHint => ("Keys: ← → step, Space play/pause, Home/End first/last.",
                 "按键：← → 单步，空格 播放/暂停，Home/End 第一步/最后一步。"),
    Apply => ("Apply", "应用"),
    InputHelp => ("Edit the input and press Enter or Apply; the link updates so you can share it.",
                  "修改输入后按回车或“应用”；链接会随之更新，可直接分享。"),
    Answer => ("Answer", "答案"),
    ExportSvg => ("Download SVG", "下载 SVG"),
    ExportPng => ("Download PNG", "下载 PNG"),
    CopyLink => ("Link to this step", "本步链接"),
    ErrorTitle => ("Input problem", "输入有误"),
    ErrorParam => ("Parameter “{0}”: {1}", "参数“{0}”：{1}"),
    ErrorKeptLast => ("The last valid input is still shown.", "页面仍显示上一次有效的输入。"),
    NotFound => ("There is no lesson called “{0}”.", "没有名为“{0}”的课程。"),
    PanicMessage => ("Something went wrong inside the app. Your link is kept: reload it to get back to the same state.",
                     "应用内部出错了。你的链接已保留：重新打开即可回到同一状态。"),
    PanicReload => ("Reload this state", "重新载入此状态"),
    ExpectInt64List => ("expected a comma-separated list of whole numbers between −9223372036854775808 and 9223372036854775807, e.g. {0}; “{1}” is not one",
                        "应为用逗号分隔的整数（−9223372036854775808 到 9223372036854775807 之间），例如 {0}；“{1}”不是"),
    ExpectNonEmpty => ("expected at least one value, e.g. {0}", "至少需要一个数，例如 {0}"),
    ExpectAtMost => ("at most {0} values fit in the lesson (got {1}); `grundy judge` takes more",
                     "本课最多显示 {0} 个数（实际 {1} 个）；更多数据请用 `grundy judge`"),
    ExpectStep => ("expected a step number from 0 to {0}; “{1}” is not one", "应为 0 到 {0} 之间的步号；“{1}”不是"),
    ExpectLang => ("expected en or zh; “{0}” is neither", "应为 en 或 zh；“{0}”都不是"),
    ExpectFlag => ("expected 1 or 0; “{0}” is neither", "应为 1 或 0；“{0}”都不是"),
    ExpectView => ("this lesson has the figure(s) {0}; “{1}” is not one", "本课的图为 {0}；“{1}”不是其中之一"),
    ExpectKnownParam => ("this lesson does not use it (it uses {0})", "本课不使用这个参数（本课使用 {0}）"),
    // The majority-vote lesson.
    MajValues => ("Values", "数列"),
    MajCandidate => ("candidate", "候选"),
    MajCounter => ("counter", "计数"),
    MajCount => ("occurrences", "出现次数"),
    MajVotePass => ("Pass 1: vote", "第一遍：投票"),
    MajVerifyPass => ("Pass 2: verify", "第二遍：验证"),
    MajNone => ("none", "无"),
    MajStart => ("Boyer–Moore majority vote on {0} values. Pass 1 keeps one candidate and a counter; pass 2 checks the candidate.",
                 "对 {0} 个数做摩尔投票。第一遍只保留一个候选和一个计数器；第二遍验证候选。"),
    MajAdopt => ("Position {0}: the counter is 0, so {1} becomes the candidate and the counter is 1.",
                 "位置 {0}：计数器为 0，所以 {1} 成为候选，计数器置为 1。"),
    MajAgree => ("Position {0}: {1} equals the candidate, so the counter goes up to {2}.",
                 "位置 {0}：{1} 等于候选，计数器加一，变为 {2}。"),
    MajCancel => ("Position {0}: {1} differs from the candidate {2}; they cancel and the counter drops to {3}.",
                  "位置 {0}：{1} 与候选 {2} 不同，两者抵消，计数器减为 {3}。"),
    MajVerifyHit => ("Check position {0}: it holds the candidate {1}; seen {2} times so far.",
                     "验证位置 {0}：是候选 {1}；目前出现 {2} 次。"),
    MajVerifyMiss => ("Check position {0}: not the candidate {1}; still {2} times.",
                      "验证位置 {0}：不是候选 {1}；仍为 {2} 次。"),
    MajDoneYes => ("{0} occurs {1} times, more than half of {2}: it is the majority.",
                   "{0} 出现 {1} 次，超过 {2} 的一半：它就是多数元素。"),
    MajDoneNo => ("The candidate {0} occurs only {1} times, not more than half of {2}: there is no majority.",
                  "候选 {0} 只出现 {1} 次，没有超过 {2} 的一半：不存在多数元素。"),
    MajDoneEmpty => ("Every value was cancelled by a different one, so no value can occur more than half the time: there is no majority.",
                     "每个数都被一个不同的数抵消，不可能有数出现超过一半：不存在多数元素。"),
    MajWhy => ("Why it works: each decrement cancels one candidate against one other value. A value that fills more than half of the array cannot be cancelled away completely, so it must be the last candidate standing. The second pass is needed because a candidate can survive without being a majority.",
               "为什么正确：每次减一都让候选与一个不同的数“同归于尽”。出现次数超过一半的数不可能被全部抵消，所以它一定是最后剩下的候选。第二遍验证是必要的：候选留下来并不代表它一定超过一半。"),
}

/// `template` with `{i}` replaced by `args[i]`.
pub fn fill(template: &str, args: &[String]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}').and_then(|close| after[..close].parse::<usize>().ok().map(|i| (close, i))) {
            Some((close, i)) if i < args.len() => {
                out.push_str(&args[i]);
                rest = &after[close + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The text of `msg` in `lang` with its arguments filled in.
pub fn trf(lang: Lang, msg: Msg, args: &[String]) -> String {
    fill(tr(lang, msg), args)
}

/// Builds the argument list of [`trf`] from anything printable.
#[macro_export]
macro_rules! args {
    ($($a:expr),* $(,)?) => { &[$($a.to_string()),*] };
}

#[cfg(test)]
mod tests {
    use super::*;

    fn placeholders(s: &str) -> Vec<usize> {
        let mut v: Vec<usize> = (0..10).filter(|i| s.contains(&format!("{{{i}}}"))).collect();
        v.sort_unstable();
        v
    }

    #[test]
    fn every_message_exists_in_both_languages_with_the_same_placeholders() {
        for &m in ALL_MESSAGES {
            let (en, zh) = (tr(Lang::En, m), tr(Lang::Zh, m));
            assert!(!en.is_empty() && !zh.is_empty(), "{m:?}");
            assert_eq!(placeholders(en), placeholders(zh), "{m:?}");
        }
    }

    #[test]
    fn fill_replaces_numbered_arguments_and_leaves_other_braces() {
        assert_eq!(fill("Step {0} of {1}", &["2".into(), "9".into()]), "Step 2 of 9");
        assert_eq!(fill("{x} {5}", &["a".into()]), "{x} {5}");
    }

    #[test]
    fn browser_tags_pick_the_language() {
        assert_eq!(Lang::from_browser_tag("zh-CN"), Lang::Zh);
        assert_eq!(Lang::from_browser_tag("en-GB"), Lang::En);
        assert_eq!(Lang::from_browser_tag("fr"), Lang::En);
        assert_eq!(Lang::parse("zh"), Some(Lang::Zh));
        assert_eq!(Lang::parse("de"), None);
    }
}
