//! Every user-facing string in English and Simplified Chinese, in one table. Over 600 lines
//! because it is that one table: a third language is one more column here. Templates use
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
    KeysHint => ("Keys: ← → (or a clicker's PageUp/PageDown) step, Space play/pause, Home/End first/last.",
                 "按键：← →（或翻页笔的 PageUp/PageDown）单步，空格 播放/暂停，Home/End 第一步/最后一步。"),
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
    ExpectU64List => ("expected a comma-separated list of whole numbers from {0} to {1}, e.g. {2}; “{3}” is not one",
                      "应为用逗号分隔的整数（{0} 到 {1}），例如 {2}；“{3}”不是"),
    ExpectU64 => ("expected a whole number from {0} to {1}; “{2}” is not one", "应为 {0} 到 {1} 之间的整数；“{2}”不是"),
    ExpectMove => ("move {0} “{1}” cannot be played: {2}", "第 {0} 步“{1}”无法走：{2}"),
    MoveBadFormat => ("write it as {0}", "格式应为 {0}"),
    MoveNoPile => ("there is no pile {0}", "没有第 {0} 堆"),
    MoveTooMany => ("pile {0} has only {1} left", "第 {0} 堆只有 {1} 颗"),
    MoveNotAllowed => ("{0} is not an allowed number of stones to take (allowed: {1})", "不能取 {0} 颗（可取：{1}）"),
    MoveOver => ("the game is already over", "游戏已经结束"),
    MoveSplitParts => ("both new piles must be smaller than the pile of {0}", "两堆新石子都必须少于原来的 {0} 颗"),
    MovePileCap => ("it would leave {0} piles; the lesson draws at most {1}", "走完会有 {0} 堆；本课最多画 {1} 堆"),
    NotationPileTake => ("PILE:TAKE, e.g. 2:3 takes 3 stones from pile 2", "堆号:数量，例如 2:3 表示从第 2 堆取 3 颗"),
    NotationStair => ("STEP:COUNT, e.g. 3:2 moves 2 stones from step 3 down to step 2", "台阶:数量，例如 3:2 表示把第 3 级的 2 颗移到第 2 级"),
    NotationSplit => ("PILE:B+C, e.g. 1:2+0 replaces pile 1 by piles of 2 and 0", "堆号:B+C，例如 1:2+0 表示把第 1 堆换成 2 和 0 两堆"),
    // Playing.
    PlayHeading => ("Play", "对弈"),
    PlayerToMove => ("Player {0} to move", "轮到玩家 {0}"),
    ToMoveWins => ("With best play, the player to move wins.", "双方都走最优时，当前走棋的一方必胜。"),
    ToMoveLoses => ("With best play, the player to move loses.", "双方都走最优时，当前走棋的一方必败。"),
    GameOverWinner => ("Game over: player {0} wins.", "游戏结束：玩家 {0} 获胜。"),
    YouWin => ("You win!", "你赢了！"),
    ComputerWins => ("The computer wins.", "电脑赢了。"),
    YourTurn => ("Your turn", "轮到你"),
    ComputerThinking => ("The computer is thinking…", "电脑正在思考……"),
    LastMoveYou => ("Your last move: {0}", "你上一步：{0}"),
    LastMoveComputer => ("The computer played {0}", "电脑走了 {0}"),
    LastMovePlayer => ("Player {0} played {1}", "玩家 {0} 走了 {1}"),
    HintMarked => ("Winning moves are marked in the figure: {0}", "图中已标出必胜走法：{0}"),
    YourMove => ("Move", "走法"),
    MakeMove => ("Play move", "走这一步"),
    Hint => ("Hint", "提示"),
    HintMoves => ("Winning moves: {0}", "必胜走法：{0}"),
    HintMore => ("(and {0} more)", "（另有 {0} 种）"),
    HintNone => ("No winning move: every move loses against best play.", "没有必胜走法：面对最优应对，每一步都会输。"),
    Opponent => ("Opponent", "对手"),
    OpponentPerson => ("a person", "另一人"),
    OpponentComputer => ("the computer (perfect play)", "电脑（最优策略）"),
    Undo => ("Undo", "撤销"),
    Redo => ("Redo", "重做"),
    MovesSoFar => ("Moves: {0}", "已走：{0}"),
    NoMovesYet => ("none yet", "尚无"),
    ClickHint => ("Click a stone to take it and every stone to its right, or type a move.", "点击一颗石子即取走它及其右边所有石子，也可以直接输入走法。"),
    // The Nim family (XOR bit columns).
    FloorLabel => ("floor", "地面"),
    PileLabel => ("Pile {0}", "第 {0} 堆"),
    StepLabel => ("Step {0}", "第 {0} 级"),
    ParityLabel => ("ones", "1 的个数"),
    NimSumLabel => ("nim-sum", "异或和"),
    ModHeader => ("mod {0}", "模 {0}"),
    SgHeader => ("SG", "SG 值"),
    FieldPiles => ("Piles", "石子堆"),
    FieldK => ("k (most stones per move)", "k（每次最多取几颗）"),
    FieldSteps => ("Stones on steps 1, 2, 3, …", "第 1、2、3…级台阶上的石子"),
    FieldSet => ("Move set S", "可取数量集合 S"),
    NimIntro => ("Write each pile in binary: one row per pile, bits in aligned columns, the highest bit on the left.",
                 "把每堆石子写成二进制：每堆一行，各位对齐成列，最高位在左。"),
    MisereIntro => ("Misère Nim: whoever takes the last stone loses. First write each pile in binary, as for Nim.",
                    "反 Nim：取走最后一颗石子的人输。先像 Nim 一样把每堆写成二进制。"),
    BoundedIntro => ("At most {0} stones per move: a pile of a stones plays like a Nim pile of a mod {1}, so those values are written in binary.",
                     "每次最多取 {0} 颗：一堆 a 颗石子等价于一堆 a mod {1} 颗的 Nim，于是把这些值写成二进制。"),
    StairIntro => ("Only the odd steps count: stones the opponent moves off an even step can be carried one step further at once. The odd steps are written in binary; the even steps are greyed out.",
                   "只有奇数级台阶起作用：对手从偶数级移下来的石子，我们可以立刻再往下移一级。奇数级写成二进制，偶数级用灰色表示。"),
    SetIntro => ("Moves remove exactly s stones, s in S = {{0}}. Each pile is replaced by its SG value, the mex of the SG values one move away, and those values are XORed.",
                 "每次恰好取 s 颗，s 属于 S = {{0}}。每堆换成它的 SG 值（一步可达局面 SG 值的 mex），再把这些值异或。"),
    SplitIntro => ("A move splits a pile into two smaller piles. Two piles are worth SG(b) ⊕ SG(c), so SG(x) is the mex of those over all splits; each pile is replaced by its SG value and the values are XORed.",
                   "一步把一堆拆成两堆更小的。两堆的 SG 值是 SG(b) ⊕ SG(c)，所以 SG(x) 是所有拆法的这些值的 mex；每堆换成它的 SG 值后再异或。"),
    ColumnEven => ("Column {0}: {1} ones, an even count, so the nim-sum has 0 here.", "第 {0} 列：有 {1} 个 1，偶数个，所以异或和这一位是 0。"),
    ColumnOdd => ("Column {0}: {1} ones, an odd count, so the nim-sum has 1 here.", "第 {0} 列：有 {1} 个 1，奇数个，所以异或和这一位是 1。"),
    ColumnOddOne => ("Column {0}: {1} one, an odd count, so the nim-sum has 1 here.", "第 {0} 列：有 {1} 个 1，奇数个，所以异或和这一位是 1。"),
    DagPileValue => ("So a pile of {0} is worth SG({0}) = {1}: that is the value it enters the XOR with.", "所以一堆 {0} 颗的价值是 SG({0}) = {1}：它就以这个值参与异或。"),
    CutBoardWin => ("So {0} is worth SG = {1}, not 0: the player to move wins.", "所以 {0} 的 SG 值为 {1}，不为 0：当前走棋的一方必胜。"),
    CutBoardLose => ("So {0} is worth SG = 0: the player to move loses.", "所以 {0} 的 SG 值为 0：当前走棋的一方必败。"),
    WythoffPiles => ("a = {0}, b = {1}", "a = {0}，b = {1}"),
    SumWin => ("The nim-sum is {0}, not 0: the player to move wins with best play.", "异或和为 {0}，不为 0：当前走棋的一方必胜。"),
    SumLose => ("The nim-sum is 0: the player to move loses against best play.", "异或和为 0：面对最优应对，当前走棋的一方必败。"),
    MoveHighBit => ("The highest 1 of the nim-sum {0} is in column {1}. {2} has a 1 there, and {3} ⊕ {0} = {4} is smaller, so: {5}. Every column is then even and the opponent faces nim-sum 0.",
                    "异或和 {0} 的最高位 1 在第 {1} 列。{2}在这一列是 1，且 {3} ⊕ {0} = {4} 更小，所以：{5}。之后每一列都是偶数个 1，对手面对异或和 0。"),
    NoWinningMove => ("Every move changes one row, so some column turns odd: the opponent then has a non-zero nim-sum and wins with best play.",
                      "任何一步只改变一行，于是某一列会变成奇数个 1：对手得到非零的异或和，最优应对下对手必胜。"),
    DescTake => ("take {0} from pile {1}", "从第 {1} 堆取 {0} 颗"),
    DescStair => ("move {0} stones from step {1} down to step {2}", "把第 {1} 级的 {0} 颗石子移到第 {2} 级"),
    DescStairOne => ("move {0} stone from step {1} down to step {2}", "把第 {1} 级的 {0} 颗石子移到第 {2} 级"),
    DescSplit => ("split pile {0} into piles of {1} and {2}", "把第 {0} 堆拆成 {1} 和 {2} 两堆"),
    StairMirror => ("Against a move from an even step, carry the same stones one step further down: every odd step is as before, so the nim-sum stays 0.",
                    "若对手从偶数级台阶移动石子，就把同样的石子再往下移一级：奇数级台阶不变，异或和仍为 0。"),
    MisereAllSmall => ("Every pile has at most one stone, so the game is just a count: the player to move wins exactly when the number of one-stone piles is even ({0} here).",
                       "每堆至多一颗，游戏只看个数：一颗石子的堆数为偶数时当前走棋的一方必胜（这里是 {0}）。"),
    MisereBig => ("Some pile has two or more stones: then misère Nim is won exactly when the nim-sum is not 0, as in Nim. The winner plays the Nim move, except the move that would leave only single stones: it leaves an odd number of them instead.",
                  "存在至少两颗的堆时：与 Nim 一样，异或和不为 0 则必胜。赢家照 Nim 的走法走，唯一例外是会留下全是单颗的那一步：改为留下奇数个单颗。"),
    MisereMove => ("Winning move: {0}.", "必胜走法：{0}。"),
    GameOver => ("No move is left. {0}", "已无棋可走。{0}"),
    WhyXor => ("Why the XOR decides: from nim-sum 0 every move changes one row and so makes some column odd; from a non-zero nim-sum the move read off its highest 1 makes every column even again. The player who always hands over nim-sum 0 makes the last move.",
               "为什么看异或和：异或和为 0 时，任何一步只改变一行，必然使某列变为奇数；异或和不为 0 时，按最高位的 1 找到的走法能让每一列重新变为偶数。总把异或和 0 留给对手的一方走最后一步。"),
    WhySg => ("Sprague–Grundy: every impartial game is equivalent to a Nim pile of size SG(position), and a sum of games to the XOR of the SG values. So after replacing each pile by its SG value, the Nim rule applies unchanged.",
              "SG 定理：每个公平组合游戏等价于一堆大小为 SG 值的 Nim，多个游戏的和等价于各 SG 值的异或。所以把每堆换成它的 SG 值后，Nim 的规则照样适用。"),
    // Game DAGs.
    DagStart => ("Positions are nodes and moves are arrows; terminal positions are at the bottom. SG values are computed from the bottom up: a position's value is the mex of the values it can move to.",
                 "局面是结点，走法是箭头；终止局面在最下面。SG 值自底向上计算：一个局面的值是它能走到的局面的值的 mex。"),
    DagMexTerminal => ("{0} has no move, so SG({0}) = mex{} = 0: a P-position, the player to move there loses.",
                       "{0} 无路可走，所以 SG({0}) = mex{} = 0：必败局面（P 局面），轮到谁谁输。"),
    DagMexP => ("SG({0}) = mex{{1}} = 0: a P-position; every move from it reaches a position with SG ≠ 0.",
                "SG({0}) = mex{{1}} = 0：P 局面；它的每一步都走到 SG ≠ 0 的局面。"),
    DagMexN => ("SG({0}) = mex{{1}} = {2}: an N-position; the move to a successor with SG 0 wins.",
                "SG({0}) = mex{{1}} = {2}：N 局面；走到 SG 为 0 的后继即可获胜。"),
    DagDone => ("Every SG value is known. Squares are P-positions (SG 0), circles N-positions.",
                "所有 SG 值都已求出。方块是 P 局面（SG 为 0），圆形是 N 局面。"),
    DagTruncated => ("Showing {0} of {1} positions (those nearest the start); the values of all of them are computed.",
                     "只画出 {1} 个局面中的 {0} 个（离起点最近的）；所有局面的值都已算出。"),
    DagPileClamped => ("A pile of {0} has too many positions to draw; the DAG of a pile of {1} is shown.",
                       "一堆 {0} 颗的局面太多，画不下；这里画的是一堆 {1} 颗的 DAG。"),
    LegendP => ("P-position: SG 0, the player to move loses", "P 局面：SG 为 0，轮到谁谁输"),
    LegendN => ("N-position: SG > 0", "N 局面：SG > 0"),
    LegendToken => ("token", "棋子"),
    ViewXor => ("XOR columns", "异或列"),
    ViewDag => ("Game DAG", "博弈 DAG"),
    ViewDagOfPile => ("DAG of pile {0}", "第 {0} 堆的 DAG"),
    ViewSumDag => ("DAG of the whole sum", "整个和的 DAG"),
    SumDagStart => ("Each node is a position of the whole sum, written as its components ({0}); a move changes exactly one of them. The SG values are computed by mex on this DAG itself, bottom layer first.",
                    "每个节点是整个和博弈的一个局面，写成各分量（{0}）；每一步恰好改变其中一个分量。SG 值直接在这张 DAG 上用 mex 自底向上求出。"),
    SumDagXor => ("At every node the value found by mex equals the XOR of its components' values: here SG({0}) = {1} = {2}.",
                  "每个节点用 mex 求出的值都等于其各分量 SG 值的异或：这里 SG({0}) = {1} = {2}。"),
    SumDagTooLarge => ("The whole sum has more than {0} positions, too many to draw; the DAG of each component is shown instead.",
                       "整个和博弈的局面超过 {0} 个，画不下；这里改为画出各个分量的 DAG。"),
    ZoomIn => ("Zoom in", "放大"),
    ZoomOut => ("Zoom out", "缩小"),
    ZoomReset => ("Fit", "适应"),
    ShowAnswer => ("Show the answer", "显示答案"),
    ExportWithCaption => ("with the step's sentence", "附上本步说明"),
    SolverFailed => ("The solver could not start in this browser; reload the page to try again.",
                     "求解器无法在此浏览器中启动；请重新加载页面再试。"),
    Computing => ("Computing…", "正在计算……"),
    Stop => ("Stop", "停止"),
    HideAnswer => ("Hide the answer", "隐藏答案"),
    // The graph-sum lesson.
    FieldVertices => ("Vertices n", "顶点数 n"),
    FieldEdges => (
        "Edges x-y (comma or line separated), or paste a whole graph-sum judge input (n m k, the edges, the tokens)",
        "边 x-y（逗号或换行分隔），或直接粘贴完整的 graph-sum 评测输入（n m k、各条边、各棋子）"
    ),
    FieldTokens => ("Tokens on vertices", "棋子所在顶点"),
    ExpectJudgeLine => ("judge input, line {0}: {1}", "评测格式输入第 {0} 行：{1}"),
    JudgeExpectNumber => ("expected {0} (a whole number from {1} to {2}), found “{3}”", "应为 {0}（{1} 到 {2} 之间的整数），实际为“{3}”"),
    JudgeEdgeX => ("x of edge {0}", "第 {0} 条边的 x"),
    JudgeEdgeY => ("y of edge {0}", "第 {0} 条边的 y"),
    JudgeToken => ("token {0}", "第 {0} 枚棋子"),
    JudgeEnds => ("the input ends where {0} was expected", "输入在应出现 {0} 的地方结束了"),
    JudgeExtra => ("extra token “{0}” after the last token vertex", "最后一个棋子之后多出“{0}”"),
    ExpectEdge => ("edge {0} “{1}”: expected x-y with 1 ≤ x, y ≤ {2}", "第 {0} 条边“{1}”：应为 x-y，且 1 ≤ x, y ≤ {2}"),
    EdgesCycle => ("the edges form a cycle {0}; a game graph must be acyclic", "这些边构成环 {0}；博弈图必须无环"),
    NotationGraph => ("FROM-TO, e.g. 1-2 slides the token on vertex 1 to vertex 2", "起点-终点，例如 1-2 表示把顶点 1 上的棋子移到顶点 2"),
    MoveNoToken => ("no token stands on vertex {0}", "顶点 {0} 上没有棋子"),
    MoveNoEdge => ("there is no arrow {0} → {1}", "没有 {0} → {1} 这条边"),
    GraphIntro => ("Each token slides along one arrow per move, and a player who cannot move any token loses. This is a sum of games, one per token: first every vertex gets its SG value.",
                   "每一步把一枚棋子沿一条箭头移动一格，无法移动任何棋子的一方输。这是若干个游戏的和，每枚棋子一个：先求每个顶点的 SG 值。"),
    GraphSum => ("The tokens stand on {0}, with SG values {1}. By the Sprague–Grundy theorem the sum is worth their XOR, {2}.",
                 "棋子位于 {0}，SG 值为 {1}。由 SG 定理，整个游戏的值是它们的异或 {2}。"),
    GraphSumOne => ("The token stands on {0}, with SG value {1}: the game is worth {2}.",
                    "棋子位于 {0}，SG 值为 {1}：整个游戏的值就是 {2}。"),
    DescSlide => ("slide the token on {0} to {1} ({2})", "把顶点 {0} 上的棋子移到顶点 {1}（{2}）"),
    GraphWinMove => ("Winning move: {0}.", "必胜走法：{0}。"),
    ClickNodeHint => ("Click a vertex next to a token to slide the token there, or type a move.", "点击棋子旁边可达的顶点即可把棋子移过去，也可以直接输入走法。"),
    // Inclusion–exclusion.
    FieldN => ("n (count 1..n)", "n（统计 1..n）"),
    FieldDivisors => ("Divisors d₁, …, dₘ", "除数 d₁, …, dₘ"),
    FieldSetNames => ("Set names", "集合名称"),
    FieldSetSizes => ("Sizes of every intersection, in bitmask order (A, B, A∩B, C, A∩C, …)", "各交集的大小，按位掩码顺序（A, B, A∩B, C, A∩C, …）"),
    ViewVenn => ("Venn diagram", "韦恩图"),
    ViewTerms => ("Terms", "各项"),
    ViewGrid => ("Why once: the grid", "为什么只算一次：数表"),
    OrderMask => ("bitmask order", "位掩码顺序"),
    OrderSize => ("by subset size", "按子集大小"),
    ColMask => ("mask", "掩码"),
    ColSet => ("set", "集合"),
    ColLcm => ("lcm", "最小公倍数"),
    ColSign => ("±", "±"),
    ColCount => ("⌊n/lcm⌋", "⌊n/lcm⌋"),
    ColSize => ("size", "大小"),
    ColRunning => ("running total", "累计"),
    Pruned => ("pruned", "剪枝"),
    SizeGroup => ("{0} sets", "{0} 个集合"),
    SizeGroupOne => ("1 set", "1 个集合"),
    TotalLabel => ("total", "合计"),
    TermsWindow => ("terms {0}–{1} of {2}", "第 {0}–{1} 项，共 {2} 项"),
    IeIntro => ("How many of 1..{0} are divisible by at least one of {1}? Add the multiples of each, subtract those of each pair, add those of each triple, …: 2^{2} − 1 = {3} signed terms, one per non-empty subset (bitmask 1 to {3}).",
                "1..{0} 中有多少个数能被 {1} 中至少一个整除？先加上各自的倍数，再减去每两个的公倍数，再加上每三个的……：共 2^{2} − 1 = {3} 个带符号的项，每个非空子集一项（位掩码 1 到 {3}）。"),
    IeSetsIntro => ("The size of the union of {0} from the sizes of the sets and of their intersections: 2^{1} − 1 = {2} signed terms.",
                    "由各集合及其交集的大小求 {0} 的并集大小：共 2^{1} − 1 = {2} 个带符号的项。"),
    IeIntroOne => ("How many of 1..{0} are divisible by {1}? With one divisor there is 2^1 − 1 = 1 term: its multiples.",
                   "1..{0} 中有多少个数能被 {1} 整除？只有一个除数时只有 2^1 − 1 = 1 项：它的倍数。"),
    IeSetsIntroOne => ("The size of {0}: with one set there is 2^1 − 1 = 1 term, its own size.",
                       "求 {0} 的大小：只有一个集合时只有 2^1 − 1 = 1 项，即它自己的大小。"),
    IeTermHead => ("Term {0} = {1}: lcm {2}, and ⌊{3}/{2}⌋ = {4} numbers are multiples of all of them.",
                   "第 {0} 项 = {1}：最小公倍数 {2}，⌊{3}/{2}⌋ = {4} 个数是它们的公倍数。"),
    IeTermHeadOne => ("Term {0} = {1}: lcm {2}, and ⌊{3}/{2}⌋ = 1 number is a multiple of all of them.",
                      "第 {0} 项 = {1}：最小公倍数 {2}，⌊{3}/{2}⌋ = 1 个数是它们的公倍数。"),
    IeTermSingle => ("Term {0} = {1}: ⌊{3}/{2}⌋ = {4} numbers up to {3} are multiples of {2}.",
                     "第 {0} 项 = {1}：1..{3} 中有 ⌊{3}/{2}⌋ = {4} 个数是 {2} 的倍数。"),
    IeTermSingleOne => ("Term {0} = {1}: ⌊{3}/{2}⌋ = 1 number up to {3} is a multiple of {2}.",
                        "第 {0} 项 = {1}：1..{3} 中有 ⌊{3}/{2}⌋ = 1 个数是 {2} 的倍数。"),
    IeTermPruned => ("Term {0} = {1}: the lcm exceeds {2}, so no number up to {2} is a multiple of all of them. The term is 0 and is skipped, and so is every larger subset containing it.",
                     "第 {0} 项 = {1}：最小公倍数超过 {2}，1..{2} 中没有它们的公倍数。该项为 0，跳过，包含它的更大子集也都跳过。"),
    IeSetTermHead => ("Term {0}: |{1}| = {2}.", "第 {0} 项：|{1}| = {2}。"),
    IeAddOne => ("1 set, odd: add.", "1 个集合，奇数：加。"),
    IeAdd => ("{0} sets, odd: add.", "{0} 个集合，奇数：加。"),
    IeSub => ("{0} sets, even: subtract.", "{0} 个集合，偶数：减。"),
    IeRunning => ("Running total {0}.", "累计 {0}。"),
    IeResult => ("{0} of the numbers 1..{1} are divisible by at least one of them.", "1..{1} 中共有 {0} 个数能被其中至少一个整除。"),
    IeResultOne => ("Only 1 of the numbers 1..{1} is divisible by at least one of them.", "1..{1} 中只有 1 个数能被其中至少一个整除。"),
    IeRegionsCheck => ("Check: every element lies in exactly one region of the diagram, and the regions hold {0} = {1}.",
                       "验证：每个元素恰好落在图中的一个区域里，各区域合计 {0} = {1}。"),
    IeSetsResult => ("The union {0} has {1} elements.", "并集 {0} 共有 {1} 个元素。"),
    IeGridIntro => ("Each number from 1 to {0} is shaded by how many of the divisors divide it. Click a number to see why the signed terms count it exactly once.",
                    "1 到 {0} 的每个数按能整除它的除数个数着色。点击一个数，看带符号的各项为什么恰好把它算一次。"),
    IeGridNone => ("{0} is divisible by none of them: no term counts it, and it is not in the union.", "{0} 不能被其中任何一个整除：没有任何一项计入它，它也不在并集中。"),
    IeGridOnce => ("{0} is divisible by {1} ({2} of them). Every term whose subset lies inside these counts it once, with its sign: {3} = {4} = 1. So it is counted exactly once.",
                   "{0} 能被 {1} 整除（共 {2} 个）。子集落在这些数里的每一项都带符号地计入它一次：{3} = {4} = 1。所以它恰好被算一次。"),
    IeGridLegend => ("how many divide it:", "能整除它的个数："),
    IeWhy => ("Why each number is counted once: a number in exactly k of the sets is counted by the C(k, j) terms of size j, with sign (−1)^(j+1). The total is C(k,1) − C(k,2) + … ± C(k,k) = 1 − (1 − 1)^k = 1.",
              "为什么每个数只算一次：恰好属于 k 个集合的数，被大小为 j 的 C(k, j) 个项计入，符号为 (−1)^(j+1)。合计为 C(k,1) − C(k,2) + … ± C(k,k) = 1 − (1 − 1)^k = 1。"),
    IePruneWhy => ("Pruning: the lcm of a subset only grows as divisors are added, so once it exceeds n every superset's term is 0 too. Computing lcm(a, b) = a / gcd(a, b) · b in 128 bits keeps everything exact up to 10^18.",
                   "剪枝：子集加入更多除数时最小公倍数只会变大，一旦超过 n，所有包含它的子集的项都为 0。用 128 位计算 lcm(a, b) = a / gcd(a, b) · b，到 10^18 都是精确的。"),
    ExpectSetsConsistent => ("these sizes cannot all hold: the part in exactly {0} would have {1} elements", "这些大小不可能同时成立：恰好属于 {0} 的部分将有 {1} 个元素"),
    ExpectSizesCount => ("expected {0} sizes (one per non-empty subset of {1} sets), got {2}", "应有 {0} 个大小（{1} 个集合的每个非空子集一个），实际 {2} 个"),
    ExpectSizesCountOne => ("expected 1 size (that of the one set), got {2}", "应有 1 个大小（唯一那个集合的大小），实际 {2} 个"),
    ExpectGridN => ("the grid view needs n ≤ {0}", "数表视图要求 n ≤ {0}"),
    ExpectNames => ("expected 1 to 4 distinct names, e.g. A,B,C", "应为 1 到 4 个不同的名称，例如 A,B,C"),
    ExpectOrder => ("expected mask or size; “{0}” is neither", "应为 mask 或 size；“{0}”都不是"),
    // Wythoff.
    FieldA => ("First pile a", "第一堆 a"),
    FieldB => ("Second pile b", "第二堆 b"),
    NotationWythoff => ("A:B takes A from the first pile and B from the second (one of them 0, or both equal), e.g. 2:2", "A:B 表示从第一堆取 A、第二堆取 B（其中一个为 0，或两者相等），例如 2:2"),
    MoveWythoff => ("take from one pile, or the same amount from both, without exceeding a pile", "只能从一堆取，或两堆取同样多，且不能超过堆的大小"),
    WythoffIntro => ("Two piles, a = {0} and b = {1}. A move takes any number from one pile, or the same number from both — like a chess queen moving left, down or diagonally towards (0, 0). Squares mark the losing positions (cold pairs).",
                     "两堆石子 a = {0}、b = {1}。一步可以从一堆取任意多，或两堆取同样多——就像国际象棋的皇后向左、向下或斜向 (0, 0) 走。方块标出必败局面（奇异局势）。"),
    WythoffPair => ("Cold pair k = {0}: a_k = {1} is the smallest number not used yet (mex), and b_k = a_k + k = {2}. It agrees with ⌊kφ⌋ = {3} and ⌊kφ²⌋ = {4}.",
                    "第 k = {0} 个奇异局势：a_k = {1} 是尚未用过的最小数（mex），b_k = a_k + k = {2}。与 ⌊kφ⌋ = {3}、⌊kφ²⌋ = {4} 一致。"),
    WythoffVerdictCold => ("The difference is k = {0} and ⌊kφ⌋ = {1} equals the smaller pile: ({2}, {3}) is a cold pair, so the player to move loses. Every queen move leaves the pair, and the opponent can always return to one.",
                           "差为 k = {0}，⌊kφ⌋ = {1} 恰好等于较小的一堆：({2}, {3}) 是奇异局势，当前走棋的一方必败。任何一步都会离开奇异局势，而对手总能再走回去。"),
    WythoffVerdictHot => ("The difference is k = {0} but ⌊kφ⌋ = {1} differs from the smaller pile {2}: not a cold pair, so the player to move wins, e.g. with {3}.",
                          "差为 k = {0}，但 ⌊kφ⌋ = {1} 不等于较小的一堆 {2}：不是奇异局势，当前走棋的一方必胜，例如走 {3}。"),
    WythoffExact => ("⌊kφ⌋ is computed exactly as (k + ⌊√(5k²)⌋) div 2 with 128-bit integers, so the verdict is exact up to 10^18; the board is drawn only when the piles are small.",
                     "⌊kφ⌋ 用 128 位整数精确计算为 (k + ⌊√(5k²)⌋) div 2，所以到 10^18 判断都是精确的；只有两堆都较小时才画出棋盘。"),
    WythoffTable => ("k  a_k  b_k  ⌊kφ⌋  ⌊kφ²⌋", "k  a_k  b_k  ⌊kφ⌋  ⌊kφ²⌋"),
    WythoffWhy => ("Why the cold pairs work: every number appears in exactly one pair, and each pair has its own difference, so from a cold pair no queen move reaches another one, while from any other position one move does.",
                   "为什么奇异局势成立：每个自然数恰好出现在一个奇异局势中，且每个局势的差各不相同，所以从奇异局势出发走不到另一个奇异局势，而从其他局面总能一步走到。"),
    // Take from either end.
    NotationEnds => ("L:TAKE or R:TAKE takes from the leftmost or rightmost pile, e.g. L:2", "L:数量 或 R:数量 表示从最左或最右一堆取，例如 L:2"),
    MoveNoSuchSide => ("expected L or R before the colon", "冒号前应为 L 或 R"),
    EndsIntro => ("A move takes stones from the leftmost or the rightmost pile only. For every stretch of piles two numbers are filled in: left — the one pile size that, put just left of the stretch, makes it a loss for the player to move — and right, likewise on the right.",
                  "每一步只能从最左或最右的一堆取石子。对每一段连续的堆求两个数：左值——放在这段左边使先手必败的唯一堆大小；右值——放在右边的同理。"),
    EndsSingle => ("Piles {0}..{0}: a single pile x = {1}. A pile of the same size beside it loses (the second player mirrors), so left = right = {1}.",
                   "第 {0}..{0} 堆：只有一堆 x = {1}。旁边放一堆同样大小的必败（后手模仿），所以左值 = 右值 = {1}。"),
    EndsInterval => ("Piles {0}..{1}: left comes from adding x = {2} on the right of piles {0}..{3} (L = {4}, R = {5}): {6}, so left = {7}. Right, symmetrically from piles {8}..{1} and x = {9}: right = {10}.",
                     "第 {0}..{1} 堆：左值由在第 {0}..{3} 堆右边加上 x = {2} 得到（L = {4}，R = {5}）：{6}，所以左值 = {7}。右值同理由第 {8}..{1} 堆和 x = {9} 得到：右值 = {10}。"),
    CaseEqualsOpposite => ("x equals R, so the stretch with x already loses", "x 等于 R，加上 x 的这段已经是必败"),
    CaseOutsideBoth => ("x is below both L and R, or above both", "x 同时小于 L 和 R，或同时大于两者"),
    CasePlusOne => ("L ≤ x < R", "L ≤ x < R"),
    CaseMinusOne => ("R < x ≤ L", "R < x ≤ L"),
    EndsVerdictLose => ("The whole row: the first pile is {0} and the left value of the rest is {1}, the same: the player to move loses.",
                        "整排：第一堆是 {0}，其余部分的左值是 {1}，两者相等：当前走棋的一方必败。"),
    EndsVerdictWin => ("The whole row: the first pile is {0} but the left value of the rest is {1}: the player to move wins, e.g. with {2}.",
                       "整排：第一堆是 {0}，而其余部分的左值是 {1}：当前走棋的一方必胜，例如走 {2}。"),
    EndsTableHead => ("left | right", "左值 | 右值"),
    EndsOnePile => ("One pile left: take it all and win.", "只剩一堆：全部取走即获胜。"),
    EndsWhy => ("Why left is unique: if two sizes p > q both made the row a loss, from p one could take p − q stones and reach the loss q — a loss cannot move to a loss.",
                "为什么左值唯一：如果 p > q 两个大小都使整排必败，那么从 p 可以取 p − q 颗到达必败的 q——必败局面不可能一步走到必败局面。"),
    // Paper cutting.
    FieldW => ("Width w", "宽 w"),
    FieldH => ("Height h", "高 h"),
    NotationCut => ("S:vX cuts sheet S along the vertical line X, S:hY along the horizontal line Y, e.g. 1:v2", "S:vX 表示沿竖线 X 剪第 S 张纸，S:hY 沿横线 Y 剪，例如 1:v2"),
    MoveNoSheet => ("there is no sheet {0}", "没有第 {0} 张纸"),
    MoveSheetCap => ("it would leave {0} sheets; the lesson draws at most {1}", "剪完会有 {0} 张纸；本课最多画 {1} 张"),
    MoveNoLine => ("sheet {0} has no such line (it is {1})", "第 {0} 张纸没有这条线（它是 {1}）"),
    CutIntro => ("Each move cuts one sheet along a grid line; whoever first cuts out a 1×1 square wins. A cut that leaves a strip 1×k hands the opponent that win, so with best play every piece stays at least 2×2: the game is a sum of sheets, each worth its SG value.",
                 "每一步沿格线把一张纸剪成两张；先剪出 1×1 小方块的人获胜。剪出 1×k 的纸条等于把胜利送给对手，所以最优策略下每块都至少 2×2：整个游戏是各张纸之和，每张纸的价值是它的 SG 值。"),
    CutOption => ("Sheet {0}×{1}, cut {2}: pieces {3} (SG {4}) and {5} (SG {6}), worth {4} ⊕ {6} = {7}.",
                  "{0}×{1} 的纸，{2}：得到 {3}（SG {4}）和 {5}（SG {6}），价值 {4} ⊕ {6} = {7}。"),
    CutMex => ("SG({0}×{1}) = mex{{2}} = {3}.", "SG({0}×{1}) = mex{{2}} = {3}。"),
    CutNoCut => ("Sheet {0}×{1} has no cut leaving two pieces of at least 2×2, so SG = mex{} = 0: whoever must cut it loses.",
                 "{0}×{1} 的纸没有能留下两块都至少 2×2 的剪法，所以 SG = mex{} = 0：轮到剪它的人输。"),
    CutVertical => ("at x = {0}", "沿 x = {0} 竖剪"),
    CutHorizontal => ("at y = {0}", "沿 y = {0} 横剪"),
    CutSum => ("The sheets are worth {0}; their XOR is {1}.", "各张纸的 SG 值为 {0}；异或为 {1}。"),
    CutWinning => ("A winning cut: sheet {0}, {1} ({2}).", "必胜的一刀：第 {0} 张纸，{1}（{2}）。"),
    CutSumOne => ("The only sheet is worth {0}, and so is the game: {1}.", "只有一张纸，价值为 {0}，整个游戏的值也是 {1}。"),
    CutStrip => ("A sheet is a strip 1×k: the player to move cuts out a 1×1 square and wins.", "有一张 1×k 的纸条：当前走棋的一方剪出 1×1 即获胜。"),
    CutWon => ("A 1×1 square has been cut out: player {0} won.", "已剪出 1×1 小方块：玩家 {0} 获胜。"),
    CutTable => ("SG values of every sheet up to {0}×{0} (width across, height down). Orange squares are 0: a sheet that loses for the player to move. The sheet {1}×{2} is framed.",
                 "所有 {0}×{0} 以内纸张的 SG 值（横向为宽，纵向为高）。橙色方块为 0：轮到谁谁输的纸。{1}×{2} 的纸被框出。"),
    CutDagIntro => ("Positions are the sets of sheets that best play can reach (every piece at least 2×2); each cut is an arrow. SG values come from the bottom up.",
                    "局面是最优策略下可能出现的纸张组合（每块至少 2×2）；每一刀是一条箭头。SG 值自底向上求出。"),
    CutDagClamped => ("The {0} board has too many positions to draw; the DAG of a {1} board is drawn instead.", "{0} 的纸局面太多，画不下；改为画 {1} 的纸的 DAG。"),
    ViewSheets => ("Sheets", "纸张"),
    ViewSgTable => ("SG heat map", "SG 热力图"),
    ClickCutHint => ("Click a grid line of a sheet to cut along it, or type a move.", "点击纸上的格线即可沿它剪开，也可以直接输入走法。"),
    // The apple tree.
    FieldApples => ("Apples on nodes 1..n", "结点 1..n 上的苹果"),
    FieldParents => ("Parents of nodes 2..n", "结点 2..n 的父结点"),
    NotationApple => ("NODE:COUNT eats apples at a leaf, NODE:COUNT-CHILD moves them to a child, e.g. 1:2-3", "结点:数量 表示在叶子吃掉苹果，结点:数量-子结点 表示移到子结点，例如 1:2-3"),
    MoveNoNode => ("there is no node {0}", "没有结点 {0}"),
    MoveNotChild => ("{0} is not a child of {1}", "{0} 不是 {1} 的子结点"),
    MoveNotLeaf => ("node {0} is not a leaf: its apples must move to a child", "结点 {0} 不是叶子：苹果必须移到子结点"),
    MoveFewApples => ("node {0} has only {1} apples", "结点 {0} 只有 {1} 个苹果"),
    TreeParentRange => ("node {0} has parent {1}; expected another node of 1..{2}", "结点 {0} 的父结点是 {1}；应为 1..{2} 中的另一个结点"),
    TreeLoop => ("node {0} is not connected to the root 1 (its parent links loop); expected a tree", "结点 {0} 与根结点 1 不连通（父结点形成环）；应为一棵树"),
    TreeParity => ("leaves {0} and {1} lie at depths of different parity; the game needs all root-to-leaf paths to have the same length parity", "叶子 {0} 和 {1} 的深度奇偶不同；此游戏要求所有根到叶子的路径长度奇偶相同"),
    ExpectParentsCount => ("expected {0} parents (one for each of nodes 2..{1}), got {2}", "应有 {0} 个父结点（结点 2..{1} 各一个），实际 {2} 个"),
    ExpectParentsCountOne => ("expected 1 parent (that of node 2), got {2}", "应有 1 个父结点（结点 2 的父结点），实际 {2} 个"),
    AppleIntro => ("Apples sit on the nodes of a tree. A move takes some apples from one node: at a leaf they are eaten, elsewhere they move down to one child. Whoever cannot move loses. All leaves have depths of one parity.",
                   "苹果放在树的结点上。一步从一个结点取若干苹果：在叶子上就吃掉，否则移到它的一个子结点。无法行动的一方输。所有叶子深度的奇偶相同。"),
    AppleClasses => ("Blue solid nodes are an even distance from the leaves: they are the Nim piles. Grey dashed nodes are an odd distance away: apples moved from one of them onto a blue node can be moved on again at once, exactly as on the even steps of staircase Nim, so they never matter.",
                     "蓝色实线结点与叶子的距离为偶数：它们就是 Nim 的石子堆。灰色虚线结点的距离为奇数：对手从它们移到蓝色结点上的苹果，我们可以立刻再往下移，和台阶 Nim 的偶数级一样，所以它们不起作用。"),
    AppleXor => ("XOR of the blue nodes: {0} = {1}.", "蓝色结点的异或：{0} = {1}。"),
    AppleSwaps => ("Before play the second player may swap the apples of two nodes. Swapping within one colour keeps the XOR; swapping a blue node u with a grey node v changes it by a_u ⊕ a_v. {0} swaps make the XOR 0 and so win for the second player.",
                   "开局前后手可以交换两个结点的苹果。同色结点交换不改变异或；蓝色结点 u 与灰色结点 v 交换会使异或改变 a_u ⊕ a_v。共有 {0} 种交换使异或为 0，从而让后手必胜。"),
    AppleSwapsOne => ("Before play the second player may swap the apples of two nodes. Swapping within one colour keeps the XOR; swapping a blue node u with a grey node v changes it by a_u ⊕ a_v. Exactly 1 swap makes the XOR 0 and so wins for the second player.",
                      "开局前后手可以交换两个结点的苹果。同色结点交换不改变异或；蓝色结点 u 与灰色结点 v 交换会使异或改变 a_u ⊕ a_v。恰有 1 种交换使异或为 0，从而让后手必胜。"),
    AppleSwapsNone => ("Before play the second player may swap the apples of two nodes. Swapping within one colour keeps the XOR; swapping a blue node u with a grey node v changes it by a_u ⊕ a_v. No swap makes the XOR 0, so no swap wins for the second player.",
                       "开局前后手可以交换两个结点的苹果。同色结点交换不改变异或；蓝色结点 u 与灰色结点 v 交换会使异或改变 a_u ⊕ a_v。没有任何交换能使异或为 0，所以后手无法靠交换取胜。"),
    AppleLegendNim => ("Nim pile (even distance to the leaves)", "Nim 石子堆（到叶子距离为偶数）"),
    AppleLegendOther => ("mirrored (odd distance)", "可模仿（距离为奇数）"),
    AppleSwapList => ("winning swaps: {0}", "必胜交换：{0}"),
    // Flip the multiples.
    FieldCells => ("Number of cells n", "格子数 n"),
    FieldWhite => ("White cells", "白色格子"),
    NotationFlip => ("X:J flips cells X, 2X, …, JX (X must be white), e.g. 2:3", "X:J 表示翻转格子 X, 2X, …, JX（X 必须是白色），例如 2:3"),
    MoveNotWhite => ("cell {0} is not white", "格子 {0} 不是白色"),
    MoveTooFar => ("J can be at most ⌊n/X⌋ = {0}", "J 最大为 ⌊n/X⌋ = {0}"),
    MoveWhiteCap => ("it would leave {0} white cells; the lesson follows at most {1}", "走完会有 {0} 个白格；本课最多跟踪 {1} 个"),
    ExpectDistinct => ("cell {0} is listed twice", "格子 {0} 重复出现"),
    FlipIntro => ("Cells 1..{0}; the white ones are {1}. A move picks a white cell x and some j with jx ≤ n, and flips x, 2x, …, jx. Whoever cannot move (no white cell) loses.",
                  "格子 1..{0}；白色的是 {1}。一步选择一个白色格子 x 和某个满足 jx ≤ n 的 j，把 x, 2x, …, jx 翻转。没有白色格子可选的一方输。"),
    FlipIntroNone => ("Cells 1..{0}; none of them is white. A move picks a white cell x and some j with jx ≤ n, and flips x, 2x, …, jx, so the player to move cannot move.",
                      "格子 1..{0}；没有白色格子。一步要选择一个白色格子 x 和某个满足 jx ≤ n 的 j，把 x, 2x, …, jx 翻转，所以当前走棋的一方无法行动。"),
    FlipBlocks => ("Each white cell is a game of its own: flipping a cell twice undoes it, exactly like XOR, so the position is worth the XOR of its white cells. A cell x only ever flips cells kx, whose own ⌊n/(kx)⌋ is ⌊m/k⌋ with m = ⌊n/x⌋, so its value depends only on m: cells in one block below share a value.",
                   "每个白色格子都是一个独立的游戏：翻转两次等于没翻，正好和异或一样，所以局面的值是各白色格子的值的异或。格子 x 只会翻转 kx，而 ⌊n/(kx)⌋ = ⌊m/k⌋（其中 m = ⌊n/x⌋），所以它的值只取决于 m：下面同一块里的格子值相同。"),
    FlipCell => ("Cell {0}: m = ⌊{1}/{0}⌋ = {2}. Its moves reach the values {3} (the running XORs over the blocks of ⌊m/k⌋), so g({2}) = mex = {4}.",
                 "格子 {0}：m = ⌊{1}/{0}⌋ = {2}。它的走法能到达的值为 {3}（按 ⌊m/k⌋ 分块的累计异或），所以 g({2}) = mex = {4}。"),
    FlipSum => ("The white cells are worth {0}; their XOR is {1}.", "各白色格子的值为 {0}；异或为 {1}。"),
    FlipWinMove => ("Winning move: {0}.", "必胜走法：{0}。"),
    LabRuleCode => ("The octal game {0}: a move removes i tokens from one heap, where digit d_i says what may be left — 1: nothing, 2: one heap, 4: two non-empty heaps (digits add these up). t = {1}.",
                    "八进制游戏 {0}：每步从一堆中取走 i 个，第 i 位数字 d_i 规定剩下什么——1：什么都不剩，2：剩一堆，4：分成两个非空堆（数字是这些的和）。t = {1}。"),
    LabRuleSet => ("The subtraction game S = {{0}}: a move removes s ∈ S tokens from one heap. Its octal code is {1}, t = {2}.",
                   "减法游戏 S = {{0}}：每步从一堆中取走 s ∈ S 个。它的八进制代码是 {1}，t = {2}。"),
    LabRuleSetSplit => ("The subtraction game S = {{0}} with splitting: a move removes s ∈ S tokens from one heap and may split the rest into two non-empty heaps. Its octal code is {1}, t = {2}.",
                        "可拆分的减法游戏 S = {{0}}：每步从一堆中取走 s ∈ S 个，剩下的可以分成两个非空堆。它的八进制代码是 {1}，t = {2}。"),
    LabRuleHeader => ("take i", "取 i"),
    LabLeaveNothing => ("nothing", "不剩"),
    LabLeaveOne => ("one heap", "剩一堆"),
    LabLeaveTwo => ("two heaps", "分两堆"),
    LabTablePlain => ("G(0) … G({0}) in rows of {1}: each value is the mex of the values its moves reach (click a cell to see how). Is there a pattern?",
                      "G(0) … G({0})，每行 {1} 个：每个值都是它的走法所能到达的值的 mex（点击格子可看过程）。有规律吗？"),
    LabTableRows => ("G(0) … G({0}) laid out in rows of {1}: from n = {2} on the values repeat every {3}, so each column repeats down the table. Dashed cells are the irregular values before n = {2} (they differ from the value one or more periods later).",
                     "把 G(0) … G({0}) 按每行 {1} 个排开：从 n = {2} 起，值每 {3} 个重复一次，所以每一列上下都相同。虚线格是 n = {2} 之前的不规则值（与一个或几个周期之后的值不同）。"),
    LabWindow => ("Heaps {0}–{1} of 0–{2} are drawn; from= moves the window.", "图中画出第 {0}–{1} 堆（共 0–{2}）；用 from= 移动窗口。"),
    LabProven => ("Period {0} from n = {1}, proven: G(n + {0}) = G(n) for every n with {1} ≤ n < {2} = 2·{1} + {0} + {3} (highlighted, with the values one period later), and by the Guy–Smith theorem that window is enough: it then holds for every n ≥ {1}.",
                  "周期 {0}，从 n = {1} 开始，已证明：对所有 {1} ≤ n < {2} = 2·{1} + {0} + {3} 都有 G(n + {0}) = G(n)（已高亮，连同一个周期之后的值），由 Guy–Smith 定理，这个窗口就够了：此后对所有 n ≥ {1} 都成立。"),
    LabObserved => ("Period {0} from n = {1} observed up to N = {2}, not proven: the Guy–Smith window needs G up to {3}. A larger n may prove it.",
                    "观察到周期 {0}（从 n = {1} 开始，直到 N = {2}），但未证明：Guy–Smith 窗口需要算到 G({3})。更大的 n 也许能证明。"),
    LabNoPeriod => ("No period up to N = {0}. That is an honest answer: some games (Treblecross, 0.007) have no period known at all.",
                    "到 N = {0} 为止没有周期。这是诚实的回答：有些游戏（Treblecross，0.007）至今不知道是否有周期。"),
    LabMexIntro => ("Heap {0}: every move, the heaps it leaves and the XOR of their values; then the mex of the set.",
                    "大小为 {0} 的堆：列出每一步走法、它留下的堆和这些堆的 SG 值的异或；最后求集合的 mex。"),
    LabMexNothing => ("Take all {0}: nothing is left, worth 0.", "取走全部 {0} 个：什么都不剩，值为 0。"),
    LabMexOne => ("Take {0}, leave one heap of {1}: worth G({1}) = {2}.", "取 {0} 个，剩一堆 {1}：值为 G({1}) = {2}。"),
    LabMexTwo => ("Take {0}, leave heaps {1} and {2}: worth G({1}) ⊕ G({2}) = {3} ⊕ {4} = {5}.",
                  "取 {0} 个，剩下 {1} 和 {2} 两堆：值为 G({1}) ⊕ G({2}) = {3} ⊕ {4} = {5}。"),
    LabMexRest => ("The other {0} moves give the values {{1}}.", "其余 {0} 种走法给出的值为 {{1}}。"),
    LabMexDone => ("The set of values is {{0}}; the smallest number not in it is G({1}) = {2}.",
                   "值的集合为 {{0}}；不在其中的最小数是 G({1}) = {2}。"),
    LabMexNoMove => ("Heap {0} has no move: G({0}) = mex{} = 0.", "大小为 {0} 的堆无路可走：G({0}) = mex{} = 0。"),
    LabMoveHeader => ("move", "走法"),
    LabLeftHeader => ("heaps left", "剩下的堆"),
    LabValueHeader => ("value", "值"),
    LabDagClamped => ("A heap of {0} has too many positions to draw; the DAG of a heap of {1} is shown.",
                      "大小为 {0} 的堆局面太多，画不下；这里画的是大小为 {1} 的堆的 DAG。"),
    LabPlayIntro => ("Heaps {0} are worth {1}: a sum of games, so their XOR decides.", "各堆 {0} 的 SG 值为 {1}：这是游戏的和，由异或决定胜负。"),
    LabPlayNone => ("No heap is left: the player to move cannot move and has lost.", "一堆都不剩：当前走棋的一方无路可走，已经输了。"),
    LabNoHeapsLeft => ("no heap left", "一堆都不剩"),
    LabHeapCap => ("it would leave {0} heaps; the lesson draws at most {1}", "走完会有 {0} 堆；本课最多画 {1} 堆"),
    LabCapProven => ("period {0} from n = {1}: proven", "周期 {0}，从 n = {1} 起：已证明"),
    LabCapObserved => ("period {0} from n = {1}: observed, not proven", "周期 {0}，从 n = {1} 起：观察到，未证明"),
    LabCapNone => ("no period up to N = {0}", "到 N = {0} 为止没有周期"),
    LabWinMove => ("Winning move: {0}.", "必胜走法：{0}。"),
    NotationLab => ("HEAP:TAKE takes TAKE tokens from the end of heap HEAP (leaving one heap or nothing); HEAP:TAKE:LEFT takes TAKE tokens leaving LEFT tokens on the left and the rest on the right as two heaps, e.g. 2:1:3",
                    "堆号:数量 表示从该堆末尾取走若干个（剩一堆或不剩）；堆号:数量:左 表示取走若干个后左边留 左 个、右边留其余的，成为两堆，例如 2:1:3"),
    LabMoveIllegal => ("the rules do not allow taking {0} from a heap of {1} and leaving {2}", "规则不允许从大小为 {1} 的堆中取 {0} 个并留下 {2}"),
    LabNoHeap => ("there is no heap {0} (there are {1})", "没有第 {0} 堆（共 {1} 堆）"),
    ViewLabTable => ("Table and period", "数表与周期"),
    ViewLabMex => ("Mex of heap {0}", "堆 {0} 的 mex"),
    ViewLabDag => ("DAG of heap {0}", "堆 {0} 的 DAG"),
    ViewLabPlay => ("Play a sum of heaps", "玩多堆之和"),
    FieldCode => ("Octal code (or leave empty and give a set)", "八进制代码（或留空并给出集合）"),
    FieldSplit => ("Split the rest (1 = yes, 0 = no)", "剩下的可拆成两堆（1 = 是，0 = 否）"),
    FieldTableN => ("Table length N", "表长 N"),
    FieldHeaps => ("Heaps to play", "对局的各堆"),
    ExpectCode => ("expected an octal code like 0.77: {0}", "应为类似 0.77 的八进制代码：{0}"),
    LabErrNotCode => ("“{0}” does not start with 0.", "“{0}”不是以 0. 开头"),
    LabErrNoDigits => ("there is no digit after 0.", "0. 后面没有数字"),
    LabErrBadDigit => ("digit {0} is {1}, octal digits are 0–7", "第 {0} 位是 {1}，八进制数字只能是 0–7"),
    LabErrTooMany => ("{0} digits, at most 20", "有 {0} 位，最多 20 位"),
    LabErrEmptySet => ("the set is empty", "集合为空"),
    LabErrSetElement => ("{0} is not a move size from 1 to 100", "{0} 不是 1 到 100 之间的取数"),
    ExpectHeapInTable => ("expected a heap from 0 to {0} (the table's last heap); “{1}” is not one", "应为 0 到 {0} 之间的堆大小（表的最后一堆）；“{1}”不是"),
    FlipNoWhite => ("No white cell is left: the player to move loses.", "已没有白色格子：当前走棋的一方输。"),
    FlipBlockLabel => ("m = {0}", "m = {0}"),
    FlipNotDrawn => ("The row of {0} cells is too long to draw; the white cells and their values are listed.", "{0} 个格子太多画不下；下面列出白色格子及其值。"),
    ClickFlipHint => ("Click a white cell to choose it, then click one of its multiples to flip up to there.", "先点击一个白色格子选中它，再点击它的某个倍数，翻转到那里为止。"),
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
    MajStartOne => ("Boyer–Moore majority vote on 1 value. Pass 1 keeps one candidate and a counter; pass 2 checks the candidate.",
                    "对 1 个数做摩尔投票。第一遍只保留一个候选和一个计数器；第二遍验证候选。"),
    MajVerifyHitOne => ("Check position {0}: it holds the candidate {1}; seen once so far.",
                        "验证位置 {0}：是候选 {1}；目前出现 1 次。"),
    MajVerifyMissOne => ("Check position {0}: not the candidate {1}; still once.",
                         "验证位置 {0}：不是候选 {1}；仍为 1 次。"),
    MajDoneYesOne => ("{0} occurs once, more than half of {2}: it is the majority.",
                      "{0} 出现 1 次，超过 {2} 的一半：它就是多数元素。"),
    MajDoneNoOne => ("The candidate {0} occurs only once, not more than half of {2}: there is no majority.",
                     "候选 {0} 只出现 1 次，没有超过 {2} 的一半：不存在多数元素。"),
    MajWhy => ("Why it works: each decrement cancels one candidate against one other value. A value that fills more than half of the array cannot be cancelled away completely, so it must be the last candidate standing. The second pass is needed because a candidate can survive without being a majority.",
               "为什么正确：每次减一都让候选与一个不同的数“同归于尽”。出现次数超过一半的数不可能被全部抵消，所以它一定是最后剩下的候选。第二遍验证是必要的：候选留下来并不代表它一定超过一半。"),
    // Lesson titles and summaries (the catalogue, lesson.rs).
    TitleMajority => ("Boyer–Moore majority vote", "摩尔投票法"),
    SummaryMajority => ("Find the value that fills more than half an array with one candidate and one counter.", "只用一个候选和一个计数器，找出出现次数超过一半的数。"),
    TitleGameLab => ("Game lab: invent a heap game", "游戏实验室：自己设计取子游戏"),
    SummaryGameLab => ("Define a take-and-break game by its octal code or a subtraction set, tabulate its SG values and find their period.", "用八进制代码或减法集合定义取子分堆游戏，列出 SG 值表并找出周期。"),
    TitleNim => ("Nim", "Nim 游戏"),
    SummaryNim => ("Piles of stones; the nim-sum decides, and its highest bit finds the winning move.", "若干堆石子；异或和决定胜负，其最高位给出必胜走法。"),
    TitleMisereNim => ("Misère Nim", "反 Nim 游戏"),
    SummaryMisereNim => ("Whoever takes the last stone loses: the XOR rule with one twist.", "取走最后一颗石子的人输：异或规则加一个转折。"),
    TitleBoundedNim => ("Bounded Nim", "限制取数的 Nim"),
    SummaryBoundedNim => ("Take at most k stones: every pile counts as its size mod (k+1).", "每次最多取 k 颗：每堆等价于它模 (k+1) 的余数。"),
    TitleStaircaseNim => ("Staircase Nim", "台阶 Nim"),
    SummaryStaircaseNim => ("Stones move down a staircase; only the odd steps matter.", "石子沿台阶下移；只有奇数级台阶起作用。"),
    TitleSetNim => ("Subtraction games (set-Nim)", "集合-Nim（减法游戏）"),
    SummarySetNim => ("Moves remove an amount from a fixed set: SG values by mex.", "每次只能取集合中的数量：用 mex 求 SG 值。"),
    TitleSplitNim => ("Split-Nim", "拆分-Nim"),
    SummarySplitNim => ("Replace a pile by two smaller ones: a pair is worth the XOR of its parts.", "把一堆换成两堆更小的：两堆的 SG 是各自 SG 的异或。"),
    TitleGraphSum => ("Games on a DAG and their sums", "有向图游戏及其和"),
    SummaryGraphSum => ("Tokens on a directed acyclic graph: SG = mex of the successors, sums by XOR.", "有向无环图上的棋子：SG 为后继的 mex，多个棋子取异或。"),
    TitleWythoff => ("Wythoff's game", "威佐夫博弈"),
    SummaryWythoff => ("Two piles, queen moves: the losing pairs follow the golden ratio.", "两堆石子、皇后走法：必败局面与黄金分割有关。"),
    TitleCutting => ("The paper-cutting game", "剪纸游戏"),
    SummaryCutting => ("Cut a sheet in two; who first cuts out a 1×1 square wins.", "把纸剪成两块；先剪出 1×1 的人获胜。"),
    TitleEndPiles => ("Take from either end", "两端取石子"),
    SummaryEndPiles => ("A row of piles, moves only at the ends: an interval DP.", "一排石子堆，只能从两端取：区间 DP。"),
    TitleAppleTree => ("The apple tree", "苹果树博弈"),
    SummaryAppleTree => ("Staircase Nim on a tree, and the swaps that make the second player win.", "树上的台阶 Nim，以及让后手必胜的交换。"),
    TitleFlipMultiples => ("Flip the multiples", "翻转倍数游戏"),
    SummaryFlipMultiples => ("Flip a cell and its multiples: SG depends only on ⌊n/x⌋.", "翻转一个格子及其倍数：SG 只与 ⌊n/x⌋ 有关。"),
    TitleIeDivisible => ("Inclusion–exclusion: counting multiples", "容斥原理：能被整除的数"),
    SummaryIeDivisible => ("How many of 1..n have a divisor from a list: 2^m − 1 signed terms.", "1..n 中能被某个给定数整除的个数：2^m − 1 个带符号的项。"),
    ExpectAtMostEdges => ("at most {0} edges fit in the lesson (got {1}), as in `grundy judge`",
                          "本课最多 {0} 条边（实际 {1} 条），与 `grundy judge` 相同"),
}

/// User-facing text kept as data until it is shown, so that it is rendered in the reader's
/// language: either plain text (numbers, notations) or a message with its own arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Phrase {
    /// Text shown as is in every language.
    Text(String),
    /// A message and its arguments.
    Msg(Msg, Vec<Phrase>),
}

impl Phrase {
    /// A message whose arguments are plain text.
    pub fn msg(msg: Msg, args: Vec<String>) -> Phrase {
        Phrase::Msg(msg, args.into_iter().map(Phrase::Text).collect())
    }

    /// The phrase in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        match self {
            Phrase::Text(t) => t.clone(),
            Phrase::Msg(m, args) => {
                let args: Vec<String> = args.iter().map(|a| a.render(lang)).collect();
                trf(lang, *m, &args)
            }
        }
    }
}

/// `template` with `{i}` replaced by `args[i]`.
pub fn fill(template: &str, args: &[String]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after
            .find('}')
            .and_then(|close| after[..close].parse::<usize>().ok().map(|i| (close, i)))
        {
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

/// The message for a count of `n`: `one` when it is exactly 1, else `many` (English plurals;
/// Chinese uses the same text in both).
pub fn by_count(n: u64, one: Msg, many: Msg) -> Msg {
    if n == 1 {
        one
    } else {
        many
    }
}

/// What separates two sentences: a space in English, nothing after a Chinese full stop.
pub fn sentence_gap(lang: Lang) -> &'static str {
    match lang {
        Lang::En => " ",
        Lang::Zh => "",
    }
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
        let mut v: Vec<usize> = (0..10)
            .filter(|i| s.contains(&format!("{{{i}}}")))
            .collect();
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
        assert_eq!(
            fill("Step {0} of {1}", &["2".into(), "9".into()]),
            "Step 2 of 9"
        );
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
