//! The interface's messages: their keys and named arguments (here), one table of texts per
//! language (`i18n/en.rs`, `i18n/zh.rs`), and the template language they are written in.
//!
//! A message is used through [`t!`](crate::t) (its text now) or [`phrase!`](crate::phrase)
//! (kept as data, rendered later in the reader's language), naming every argument:
//! `t!(lang, MoveTooMany { pile: 2, left: 1 })`. Each key below declares its arguments, and
//! the macros build a struct literal of them, so a missing, misspelt or extra argument does
//! not compile. A template writes an argument as `{pile}` and a plural choice as
//! `{left|one:# stone|other:# stones}` (`#` is the number; the language's plural rule picks
//! the branch; other placeholders may sit inside a branch). A test checks that every table
//! uses exactly the declared arguments of each key.
//!
//! Adding a language is one new table file (a `match` over every key, so the compiler lists
//! any key it misses, and its plural rule) plus its [`Lang`] variant.

mod en;
mod page_en;
mod page_zh;
mod template;
mod zh;

pub use template::Plural;

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
    /// Every language, in the order the language switch offers them.
    pub const ALL: &'static [Lang] = &[Lang::En, Lang::Zh];

    /// The code used in links (`lang=en`, `lang=zh`) and in `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }

    /// Parses a link's `lang=` value.
    pub fn parse(code: &str) -> Option<Lang> {
        Lang::ALL.iter().copied().find(|l| l.code() == code)
    }

    /// The language for a browser language tag such as `zh-CN` or `en-GB`: the language whose
    /// code starts the tag, English when none does.
    pub fn from_browser_tag(tag: &str) -> Lang {
        let tag = tag.to_ascii_lowercase();
        Lang::ALL
            .iter()
            .copied()
            .find(|l| tag.starts_with(l.code()))
            .unwrap_or_default()
    }

    /// What follows a label before its value: "Answer: 2", "答案：2".
    pub fn colon(self) -> &'static str {
        match self {
            Lang::En => ": ",
            Lang::Zh => "：",
        }
    }

    /// The next language (what the switch offers): the other one of two.
    pub fn other(self) -> Lang {
        let at = Lang::ALL.iter().position(|&l| l == self).unwrap_or(0);
        Lang::ALL
            .get((at + 1) % Lang::ALL.len())
            .copied()
            .unwrap_or_default()
    }

    /// This language's table: the text of `msg`.
    fn text(self, msg: Msg) -> &'static str {
        match self {
            Lang::En => en::text(msg),
            Lang::Zh => zh::text(msg),
        }
    }

    /// The text of `msg` if it is one of the messages the page shows itself.
    fn page_text(self, msg: Msg) -> Option<&'static str> {
        let text = match self {
            Lang::En => page_en::text(msg),
            Lang::Zh => page_zh::text(msg),
        };
        (!text.is_empty()).then_some(text)
    }

    /// This language's plural category for the count `n`.
    pub fn plural(self, n: i128) -> Plural {
        match self {
            Lang::En => en::plural(n),
            Lang::Zh => zh::plural(n),
        }
    }

    /// What separates two sentences: a space in English, nothing after a Chinese full stop.
    pub fn sentence_gap(self) -> &'static str {
        match self {
            Lang::En => en::SENTENCE_GAP,
            Lang::Zh => zh::SENTENCE_GAP,
        }
    }
}

macro_rules! messages {
    ($($key:ident $({ $($arg:ident),* $(,)? })?,)*) => {
        /// A message key. Its text is in each language's table; [`tr`] gives the text of a
        /// message without arguments, [`t!`](crate::t) and [`phrase!`](crate::phrase) any.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[allow(missing_docs)]
        pub enum Msg { $($key,)* }

        /// Every message, for the completeness tests.
        pub const ALL_MESSAGES: &[Msg] = &[$(Msg::$key,)*];

        impl Msg {
            /// The names of the message's arguments, as its templates write them.
            pub fn arg_names(self) -> &'static [&'static str] {
                match self { $(Msg::$key => &[$($(stringify!($arg)),*)?],)* }
            }
        }

        /// One struct per message whose fields are its arguments: [`phrase!`](crate::phrase)
        /// builds one, so the compiler checks every argument's name and that none is missing.
        #[allow(missing_docs, non_snake_case)]
        pub mod args {
            use super::{Msg, Phrase};
            $(
                pub struct $key { $($(pub $arg: Phrase),*)? }
                impl $key {
                    /// The message with these arguments.
                    pub fn phrase(self) -> Phrase {
                        Phrase::Msg(Msg::$key, vec![$($((stringify!($arg), self.$arg)),*)?])
                    }
                }
            )*
        }
    };
}

messages! {
    AppTitle,
    AppTagline,
    HomeIntro,
    LessonsHeading,
    SwitchLanguage,
    StepFirst,
    StepPrev,
    StepNext,
    StepLast,
    Play,
    Pause,
    Speed,
    SpeedSlow,
    SpeedNormal,
    SpeedFast,
    StepOf { step, count },
    KeysHint,
    FullScreen,
    ErrorShownWithout,
    ScreenBlanked,
    Apply,
    InputHelp,
    Answer,
    ExportSvg,
    ExportPng,
    ErrorTitle,
    ErrorParam { param, problem },
    ErrorField { field, problem },
    ErrorKeptLast,
    NotFound { slug },
    PanicMessage,
    PanicReload,
    ExpectInt64List { example, token },
    ExpectNonEmpty { example },
    ExpectAtMost { max, count },
    ExpectStep { last, token },
    ExpectLang { token },
    ExpectFlag { token },
    ExpectView { views, token },
    ExpectNoView { token },
    DisplayValueRefused { param, token, allowed },
    ExpectPileWithDag,
    ExpectKnownParam { params },
    ExpectU64List { min, max, example, token },
    ExpectU64 { min, max, token },
    ExpectMove { index, text, reason },
    MoveRefused { text, reason },
    MoveBadFormat { notation },
    MoveNoPile { pile },
    MoveTooMany { pile, left },
    MoveNotAllowed { take, allowed },
    MoveTakeNoStone,
    MoveStairNoStone,
    MoveNoStep { step },
    MoveStepTooMany { step, left },
    MoveTakeNoApple,
    MoveFlipNone,
    MoveOver,
    MoveSplitParts { size },
    MovePileCap { piles, max },
    NotationPileTake,
    ForExample,
    NotationStair,
    NotationSplit,
    // Playing.
    PlayerToMove { player },
    ToMoveWins,
    ToMoveLoses,
    GameOverWinner { player },
    YouWin,
    ComputerWins,
    YourTurn,
    ComputerThinking,
    WaitForComputer,
    LastMoveYou { play },
    PlayPiece { play },
    LastMoveComputer { play },
    LastMovePlayer { player, play },
    HintMarked { moves },
    FinishMove { notation },
    TapAgainToPlay { words },
    HintMoves { moves },
    HintSomeMarked { marked, others },
    YourMove,
    MakeMove,
    Hint,
    HintMore { count },
    HintNone,
    Opponent,
    OpponentPerson,
    OpponentComputer,
    OpponentComputerFirst,
    Undo,
    Redo,
    MovesSoFar { moves },
    // The Nim family (XOR bit columns).
    FloorLabel,
    PileLabel { pile },
    PileInRow { pile },
    PilesStretch { from, to },
    StepLabel { step },
    ParityLabel,
    NimSumLabel,
    ModHeader { modulus },
    SgHeader,
    NewValueHeader { head },
    FieldPiles,
    FieldK,
    FieldSteps,
    FieldSet,
    NimIntro,
    MisereIntro,
    BoundedIntro { max, modulus },
    StairIntro,
    SetIntro { set },
    SplitIntro,
    SetPileValue { size, options, values, value },
    SetPileNoMove { size },
    SplitPileValue { size, top, value },
    SplitPileListed { size, pairs, values, value },
    PilesAlike { count },
    ColumnEven { column, ones },
    ColumnOdd { column, ones },
    DagPileValue { size, value },
    LabDagHeapValue { size, value },
    CutBoardWin { sheets, value },
    CutBoardLose { sheets },
    WythoffPiles { a, b },
    SumWin { sum },
    SumLose,
    WhyTheMoveWins { play },
    AnswersBeforeMove,
    MoveHighBit { sum, column, pile, value, result, play },
    MoveHighBitSg { sum, column, pile, value, result, play },
    NoWinningMove,
    DescTake { take, pile },
    DescStair { count, from, to },
    DescStairFloor { count },
    DescSplit { pile, left, right },
    DescSplitOne { pile, left },
    DescSplitNone { pile },
    StairMirror,
    FlipWhy,
    AppleMirror,
    AppleCountWhy,
    MisereAllSmall { ones },
    MisereBig,
    MisereMove { play },
    MisereNimMoveToo,
    MisereSinglesMove { play, left },
    LabCellLabel { heap, value },
    WhyMisere,
    GameOver { verdict },
    WhyXor,
    WhySg,
    // Game DAGs.
    DagStart,
    DagMexTerminal { node },
    DagMexP { node, values },
    DagMexN { node, values, value },
    DagDone,
    DagTruncated { shown, total },
    DagPileClamped { size, drawn },
    LegendP,
    LegendN,
    LegendToken,
    ViewXor,
    ViewDag,
    ViewDagOfPile { pile },
    ViewSumDag,
    SumDagStart { components },
    SumDagXor { node, values, sum },
    SumDagTooLarge { max },
    ZoomIn,
    ZoomOut,
    ZoomReset,
    ShowAnswer,
    ExportWithCaption,
    LetterKeysOn,
    QuizWholeNumber,
    SolverFailed,
    Computing,
    Stop,
    HideAnswer,
    SkipToSteps,
    // The graph-sum lesson.
    FieldVertices,
    FieldEdges,
    FieldTokens,
    ExpectJudgeLine { line, problem },
    JudgeExpectNumber { what, min, max, found },
    JudgeEdgeX { edge },
    JudgeEdgeY { edge },
    JudgeToken { token },
    JudgeEnds { what },
    JudgeExtra { found },
    ExpectEdge { edge, text, max },
    EdgesCycle { cycle },
    NotationGraph,
    MoveNoToken { vertex },
    MoveNoEdge { from, to },
    GraphIntro,
    GraphSum { vertices, values, sum },
    GraphSumOne { vertex, value, sum },
    DescSlide { from, to },
    GraphWinMove { play },
    // Inclusion–exclusion.
    FieldN,
    FieldDivisors,
    FieldSetNames,
    FieldSetSizes,
    ViewVenn,
    ViewTerms,
    ViewGrid,
    ViewFlipCells,
    ViewFlipValues,
    OrderMask,
    OrderSize,
    ColMask,
    ColSet,
    ColLcm,
    ColSign,
    ColCount,
    ColSize,
    ColRunning,
    Pruned,
    SizeGroup { size },
    TotalLabel,
    TermsWindow { first, last, total },
    IeIntro { n, divisors, m, terms },
    IeIntroTwo { n, divisors },
    IeSetsIntro { union, m, terms },
    IeIntroOne { n, divisor },
    IeSetsIntroOne { set },
    IeTermHead { index, term, lcm, n, count },
    IeTermSingle { index, term, divisor, n, count },
    IeTermPruned { index, term, n },
    IeSetTermHead { index, set, size },
    IeAdd { size },
    IeSub { size },
    IeRunning { total },
    IeResult { count, n, divisors },
    IeRegionsCheck { sum, total },
    IeSetsResult { union, size },
    IeGridIntro { n },
    IeGridNone { number },
    IeGridOnce { number, divisors, count, signs, ones },
    IeGridLegend,
    IeWhy,
    IePruneWhy,
    ExpectSetsConsistent { region, size },
    ExpectSizesCount { expected, sets, got },
    ExpectGridN { max },
    ExpectNames,
    ExpectOrder { token },
    // Wythoff.
    FieldA,
    FieldB,
    NotationWythoff,
    MoveWythoff,
    WythoffIntro { a, b },
    WythoffIntroBoard { a, b },
    WythoffIntroBoardEnd,
    WythoffPair { k, a, b, phi, phi2 },
    WythoffVerdictCold { k, floor, a, b },
    WythoffVerdictHot { k, floor, smaller, play },
    WythoffExact,
    WythoffWhy,
    // Take from either end.
    NotationEnds,
    MoveNoSuchSide,
    EndsIntro { stretch },
    EndsIntroOnePile,
    EndsSingle { index, x },
    EndsInterval { from, to, x, prefix, l, r, case, left, suffix, first, right },
    CaseEqualsOpposite,
    CaseBelowBoth,
    CaseAboveBoth,
    CasePlusOne,
    CaseMinusOne,
    EndsVerdictLose { first, left },
    EndsVerdictWin { first, left, play },
    EndsVerdictWinRight { first, left, play },
    EndsTableHead,
    EndsOnePile,
    EndsWhy,
    // Paper cutting.
    FieldW,
    FieldH,
    NotationCut,
    MoveNoSheet { sheet },
    MoveSheetCap { sheets, max },
    MoveNoLine { sheet, size },
    CutIntro,
    CutOption { w, h, cut, first, first_sg, second, second_sg, value },
    CutMex { w, h, values, value },
    CutNoCut { w, h },
    PileWorth { pile, derivation },
    ViewTwist,
    SumDagWinning { from, to },
    MisereBigTwist,
    TwistIntro { piles },
    TwistWinnerMove { player, play },
    TwistLoserMove { player, play },
    TwistAt { player, pile, nim_take, nim_singles, misere_take, misere_singles },
    TwistEnd { singles, loser, winner },
    TwistAtEmpty { player, pile, nim_take, misere_take, misere_singles },
    TwistIntroNow { piles },
    TwistLastRow { player },
    TwistTurns { order },
    TwistRule,
    TwistStart,
    TwistRowLabel { player, take, pile },
    TwistNimRow { take, pile },
    TwistMisereRow { take, pile },
    TwistSingles { count },
    PileSameAs { pile, earlier, size, value },
    StripValues,
    StripFills { cells, values },
    ValuesInBinary,
    CutSmallerFirst,
    CutSmallerFirstOthers,
    CutSmallerBaseOne { sheets },
    CutSmallerBaseMany { sheets },
    CutSmallerCut { cut, first, second, a, b, value },
    CutSmaller { w, h, cuts, values, value },
    CutSmallerDone { sheet },
    CutPiecesFromTable,
    DescCut { sheet, at },
    DescEndLeft { take },
    DescEndRight { take },
    DescAppleEat { count, node },
    DescAppleMove { count, node, to },
    DescEndFromLeft,
    DescEndFromRight,
    DescAppleEatAt { node },
    DescAppleMoveFrom { node },
    DescSplitPile { pile },
    DescTakeFrom { pile },
    BeginMove { what },
    DescFlip { count, cells },
    DescWythoffA { take },
    DescWythoffB { take },
    DescWythoffBoth { take },
    DescHeapTake { take, heap },
    DescHeapSplit { take, heap, left, right },
    CutVertical { x },
    CutHorizontal { y },
    CutSum { values, sum },
    CutWinning { size, cut, pieces },
    CutSumOne { sum },
    CutStrip,
    CutWon { player },
    CutTable { size, w, h },
    CutDagIntro,
    CutDagClamped { board, drawn },
    ViewSheets,
    ViewSgTable,
    // The apple tree.
    FieldApples,
    FieldParents,
    NotationApple,
    MoveNoNode { node },
    MoveNotChild { child, parent },
    MoveNotLeaf { node },
    MoveFewApples { node, apples },
    TreeParentRange { node, parent, n },
    TreeLoop { node },
    TreeParity { first, second },
    ExpectParentsCount { expected, n, got },
    AppleIntro,
    AppleClasses,
    AppleXor { terms, sum },
    AppleSwaps { count },
    AppleSwapsNone,
    AppleLegendNim,
    AppleLegendOther,
    AppleSwapList { count, swaps },
    AppleSwapApples { a, b },
    AppleXorLine { terms, sum },
    AppleNoSwapLine,
    MajCountOf { count, n },
    LabValuesReached { set },
    LabHeapRow { heap, size, value },
    AppleNoSwapWins,
    AppleNoSwapLoses,
    AppleSwapCount { count },
    // Flip the multiples.
    FieldCells,
    FieldWhite,
    NotationFlip,
    MoveNotWhite { cell },
    MoveTooFar { max },
    MoveWhiteCap { cells, max },
    ExpectDistinct { cell },
    FlipIntro { n, whites },
    FlipIntroNone { n },
    FlipBlocks,
    FlipValuesIntro { n },
    FlipCell { cell, n, m, values, value },
    FlipSum { values, sum },
    FlipWinMove { play },
    LabRuleCode { code, t },
    LabRuleSet { set, code, t },
    LabRuleSetSplit { set, code, t },
    LabRuleHeader,
    LabLeaveNothing,
    LabLeaveOne,
    LabLeaveTwo,
    LabTablePlain { last, row },
    LabTableRows { last, row, per_row, preperiod, period },
    LabTableRowsPure { last, row, per_row, period },
    LabWindow { from, to, last },
    LabProven { period, preperiod, end, t },
    LabObserved { period, preperiod, n, needed },
    LabNoPeriod { n },
    LabMexIntro { heap },
    LabMexNothing { take },
    LabMexOne { take, heap, value },
    LabMexTwo { take, first, second, first_value, second_value, value },
    LabMexRest { count, values },
    LabMexDone { values, heap, value },
    LabMexNoMove { heap },
    LabMoveHeader,
    LabLeftHeader,
    LabValueHeader,
    LabDagClamped { heap, drawn },
    LabPlayIntro { count, heaps, values },
    LabVerdictWins { count, heaps },
    LabVerdictLoses { count, heaps },
    LabPlayNone,
    LabNoHeapsLeft,
    LabHeapCap { heaps, max },
    LabLegendIrregular { preperiod },
    LabCapProven { period, preperiod },
    LabCapObserved { period, preperiod },
    LabCapNone { n },
    LabWinMove { play },
    LabWinTake { take, heap, size, left, values },
    NotationLab,
    LabMoveIllegal { take, heap, left },
    LabMoveIllegalAll { heap },
    LabTakeNone,
    LabHeapShort { heap, size },
    LabSplitRange { max, heap, take },
    LabNoSplit { take, heap, rest },
    LabNoHeap { heap, count },
    ViewLabTable,
    ViewLabMex { heap },
    ViewLabDag { heap },
    ViewLabPlay,
    FieldCode,
    FieldSplit,
    FieldTableN,
    FieldHeaps,
    FieldFrom,
    ExpectCode { problem },
    LabErrNotCode { code },
    LabErrNoDigits,
    LabErrBadDigit { position, digit },
    LabErrTooMany { count },
    LabErrEmptySet,
    LabErrCodeAndSet,
    LabAnswerProven { period, preperiod },
    LabAnswerObserved { period, preperiod, n },
    LabAnswerNone { n },
    LabErrNoGame,
    LabCodeIsSet { code },
    LabErrSetElement { value },
    ExpectHeapInTable { last, token },
    FlipNoWhite,
    FlipNotDrawn { n },
    ClickFlipHint,
    // The majority-vote lesson.
    MajValues,
    MajCandidate,
    MajCounter,
    MajCount,
    MajVotePass,
    MajVerifyPass,
    MajNone,
    MajStart { n },
    MajAdopt { position, value },
    MajAgree { position, value, count },
    MajCancel { position, value, candidate, count },
    MajVerifyHit { position, candidate, count },
    MajVerifyMiss { position, candidate, count },
    MajDoneYes { candidate, count, n },
    MajDoneNo { candidate, count, n },
    MajDoneEmpty,
    MajWhy,
    // Lesson titles and summaries (the catalogue, lesson.rs).
    TitleMajority,
    SummaryMajority,
    TitleGameLab,
    SummaryGameLab,
    TitleNim,
    SummaryNim,
    TitleMisereNim,
    SummaryMisereNim,
    TitleBoundedNim,
    SummaryBoundedNim,
    TitleStaircaseNim,
    SummaryStaircaseNim,
    TitleSetNim,
    SummarySetNim,
    TitleSplitNim,
    SummarySplitNim,
    TitleGraphSum,
    SummaryGraphSum,
    TitleWythoff,
    SummaryWythoff,
    TitleCutting,
    SummaryCutting,
    TitleEndPiles,
    SummaryEndPiles,
    TitleAppleTree,
    SummaryAppleTree,
    TitleFlipMultiples,
    SummaryFlipMultiples,
    TitleIeDivisible,
    SummaryIeDivisible,
    DeckTitle,
    DeckSummary,
    DeckItemOf { item, count },
    DeckPrevItem,
    DeckNextItem,
    DeckEdit,
    DeckPresent,
    DeckShowItem,
    DeckMoveUp,
    DeckMoveDown,
    DeckRemove,
    DeckAdd,
    DeckAddLesson,
    DeckAddHelp,
    DeckEmpty,
    DeckEditorHelp,
    DeckBadItem { item, link },
    DeckBackTo { deck },
    QuizPromptMex { node },
    QuizWhyMex { node, values, value },
    QuizWhyMexTerminal { node },
    QuizPromptColumn { column },
    QuizEven,
    QuizOdd,
    QuizWhyColumn { column, ones, parity, bit },
    QuizPromptSum,
    QuizWhySum { values, sum },
    QuizPromptRow { sum },
    QuizWhyRow { sum, column, row, value, result },
    QuizWhyRowAny { sum, column },
    QuizPromptCandidate { position, value },
    QuizPromptCounter { position, value },
    QuizWhyAdopt { value },
    QuizWhyAgree { value, count },
    QuizWhyCancel { value, candidate, count },
    QuizPromptMajority { candidate, count, n },
    QuizWhyMajority { half, n, candidate, count },
    QuizPromptTerm { index },
    QuizWhyTerm { set, size, sets, sign, value },
    QuizPromptPair { k },
    QuizWhyPair { a, b },
    QuizHeading,
    QuizCheck,
    QuizYourAnswer,
    QuizRight { answer },
    QuizWrong { given, answer },
    QuizUnanswered { answer },
    QuizReveal,
    QuizScore { right, answered, questions },
    QuizDone { right, questions },
    QuizNone,
    QuizPromptEnds { from, to },
    QuizWhyEnds { x, stretch, l, r, case, left },
    ExpectAtMostEdges { max, count },
    QuizPromptBlueXor,
    QuizWhyBlueXor { terms, sum },
    QuizPromptSwaps { sum },
    QuizWhySwaps { count },
    QuizPromptFlipCell { cell, m },
    QuizWhyFlipCell { cell, values, value },
    QuizPromptFlipSum,
    // Power Nim (the rule trait's proof).
    PowerIntro,
    TitlePowerNim,
    SummaryPowerNim,
    // Practice (issue 49): exercises the student derives and the solver grades.
    PracticeTitleSgLabel,
    PracticeTitlePn,
    PracticeTitleMoves,
    PracticeTitleNimSum,
    PracticeTitleSgTable,
    PracticeTitleIe,
    PracticeTaskSgLabel,
    PracticeTaskPn,
    PracticeTaskMoves,
    PracticeTaskNimSum,
    PracticeTaskSgTable,
    PracticeTaskIe,
    PracticeNoTarget { target },
    PracticeNeedWhole { token },
    PracticeNeedWholeOrNone { token },
    PracticeNeedPn { token },
    PracticeNeedSign { token },
    PracticeNeedMove { token },
    PracticeTargetPn { node },
    PracticeTargetSg { node },
    PracticeDescribeDag { positions, moves },
    PracticeDescribePile { set, size },
    PracticeDescribeSum { a, sa, b, sb },
    PracticeDescribeHackenbush { picture },
    PracticeDescribeHackenbushLoop { picture },
    PracticePnTerminal { node },
    PracticePnOpen { node, open },
    PracticePnN { node, succ },
    PracticePnP { node, succs },
    PracticeSgTerminal { node },
    PracticeSgOpen { node, open },
    PracticeSgOpenPart { node, values, open },
    PracticeSgWhy { node, values, value },
    PracticeFigureTitle { topic },
    PracticeMoveWords { pile, take },
    PracticeNoneChoice,
    PracticeDescribePiles { piles },
    PracticeDescribeSetPiles { piles },
    PracticeMovesEmpty,
    PracticeMovesNoneAndMoves,
    PracticeMovesNoneRight { terms },
    PracticeMovesNoneWrong { terms, sum },
    PracticeNoSuchMove { mv },
    PracticeMovesLoses { mv, terms, sum },
    PracticeMovesMissing { count },
    PracticeMovesAllRight { count },
    PracticeMovesWins { mv, terms },
    PracticeTargetColumn { column },
    PracticeTargetColumnBit { bit, column },
    PracticeTargetSum,
    PracticeTargetMove,
    PracticeTargetG { n },
    PracticeTargetPeriod,
    PracticeTargetPreperiod,
    PracticeDescribeSet { set, last },
    PracticeDescribeCode { code, last },
    PracticePeriodWhy { period, preperiod },
    PracticePeriodOnly { period },
    PracticePreperiodOnly { preperiod },
    PracticePeriodNone { last, size },
    PracticeTableTerminal { n },
    PracticeTableOpen { n, open },
    PracticeTableWhy { n, values, value },
    PracticeTargetSign { set },
    PracticeTargetCount { set },
    PracticeTargetTotal,
    PracticeDescribeIe { n, divisors },
    PracticeIeTotal { terms, total },
    PracticeIeTotalOpen { open },
    PracticeIeTotalOpenPart { terms, open },
    PracticeNimSumOpen { open },
    PracticeNimMoveOpen,
    PracticeNeedBit { token },
    PracticeIeSign { size, sign },
    PracticeIeCount { set, lcm, n, value },
    PracticeIeCountBig { set, n },
    PracticeBadParam { param, problem, default },
    PracticeExpectTopic { topics, token },
    PracticeSeedChosen,
    PracticeLessonTooLarge { lesson },
    PracticeNoTopic { lesson },
    PracticeLessonOver { lesson },
    PracticeDescribePlay { lesson, position },
    PracticePlayNoneRight,
    PracticePlayNoneWrong,
    PracticePlayLosesValue { mv, name, value },
    PracticePlayLosesReply { mv, reply },
    PracticePlayLosesEnd { mv },
    PracticePlayMissing { count },
    PracticePlayAllRight { count },
    PracticeSgHint { node, values },
    PracticeTableHint { n, values },
    PracticePnHint { node },
    PracticeIeCountHint { set, n },
    PracticeIeTotalHint { terms },
    PracticeColumnHint { column },
    PracticeSumHint { values },
    PracticeSgTerminalHint { node },
    PracticeTableTerminalHint { n },
    PracticePnTerminalHint { node },
    PracticePeriodHint,
    PracticeIeSignHint,
    PracticeItemHeading { index, count, topic, level },
    PracticeAnswerKey,
    // Practice page: the page's controls and the worker's sentence for a reveal.
    PracticeRevealedIs { what, answer },
    PracticeRevealedValue { what, answer },
    PracticeRevealedP { node },
    PracticeRevealedN { node },
    PracticeRevealedMoves { count, moves },
    PracticeRevealedNoMove,
    PracticeRevealedNone { what },
    PracticeWhatBit { column },
    PracticeWhatPeriod,
    PracticeWhatPreperiod,
    PracticeWhatSign { set },
    PracticeWhatCount { set },
    PracticeListSemi { first, rest },
    PracticeHomeHeading,
    PracticeHomeIntro,
    PracticeItemOf { item, count, level },
    PracticeScore { right, answered, total },
    PracticeCheck,
    PracticeReveal,
    PracticeNext,
    PracticeSummary { right, total, time },
    PracticeTime { minutes, seconds },
    PracticeExport,
    PracticeKeys,
    PracticeBackToFirst,
    PracticeKeysChoose,
    PracticeSwipe,
    PracticeInputFor { target },
    PracticePickTarget,
    PracticeChooseMoves,
    PracticeThis,
    PracticeNewSet,
    PracticeTargets,
    // Two classics beyond the notes: Green Hackenbush (issue 51).
    TitleHackenbush,
    SummaryHackenbush,
    NotationHackenbush,
    HbNoSuchEdge { edge },
    HbExpectEdge { token },
    HbExpectVertexCap { vertex, max },
    HbExpectNotEmpty,
    HbExpectGrounded,
    HbIntro { edges },
    HbFall { edges },
    HbFuse { vertices, edges, vertex },
    HbColon { vertex, terms, value },
    HbStalk { value },
    HbVerdictWin { value, edge },
    HbVerdictLose { value },
    HbOver,
    HbCut { edge },
    HbNoteColon,
    HbNoteFusion,
    HbNoteSum,
    HbFieldEdges,
    // Reliability (issue 48): a piece that starts a move is named by what it shows first.
    BeginMoveShown { shown, what },
    // Grundy's game in the lab
    NotationLabGrundy,
    GrundyMoveShape { heap },
    GrundyTooSmall { heap, size },
    GrundySplitRange { heap, max },
    GrundyEqualSplit { heap, half },
    LabErrGameAndCode,
    LabErrUnknownGame { game, known },
    FieldLabGame,
    LabRuleGrundy,
    LabGrundyHead,
    LabGrundyNoSplit,
    LabGrundyEqual { half },
    LabGrundyKnown { last },
    LabGrundyCaption,
    LabGrundyAnswer,
    LabWinSplit { heap, size, left, values },
    LabMexSplit { first, second, first_value, second_value, value },
    LabSplitMove,
    DescHeapSplitOnly { heap, left, right },
    // Review (issue 50): remoteness, the review of a game played and why a mistake loses.
    ReviewNimSum,
    ReviewSgValue,
    ReviewMovesLeft { moves },
    ReviewAside { text },
    ReviewWonAlready { player },
    ReviewTooLarge { cap },
    ReviewNoKey,
    ReviewBest,
    ReviewKept,
    ReviewBlunder,
    ReviewForced,
    ReviewMoveLine { head, verdict, sides },
    ReviewMoveHead { index, player, play },
    ReviewMoveSides { before, after },
    ReviewSideWins,
    ReviewSideLoses,
    ReviewSideValue { side, name, value },
    ReviewSideIn { side, moves },
    ReviewBlunderValue { moved, name, after, better, best },
    ReviewBlunderPlain { moved, better },
    ReviewHeading,
    ReviewOpen,
    ReviewRetry,
    ReviewNoMoves,
    ReviewMover { index, player },
}

/// User-facing text kept as data until it is shown, so that it is rendered in the reader's
/// language: plain text (notations), a number (which plural choices read), or a message with
/// its named arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Phrase {
    /// Text shown as is in every language.
    Text(String),
    /// A number, shown in digits; a template's plural choice reads it.
    Num(i128),
    /// Text already written in each language, in the order of [`Lang::ALL`] (a lesson's
    /// words for a move, which its own code writes).
    Written(Vec<String>),
    /// A message and its named arguments.
    Msg(Msg, Vec<(&'static str, Phrase)>),
}

impl Phrase {
    /// The phrase in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        self.render_with(lang, tr)
    }

    /// The phrase in `lang`, its messages' texts read from `texts` ([`tr`], or the page's
    /// [`page_tr`]).
    pub fn render_with(&self, lang: Lang, texts: Texts) -> String {
        match self {
            Phrase::Text(t) => t.clone(),
            Phrase::Num(n) => n.to_string(),
            Phrase::Written(each) => {
                let at = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
                each.get(at).or(each.first()).cloned().unwrap_or_default()
            }
            Phrase::Msg(m, args) => template::fill(lang, texts(lang, *m), args, texts),
        }
    }

    /// The message this phrase is, if it is one.
    pub fn key(&self) -> Option<Msg> {
        match self {
            Phrase::Msg(m, _) => Some(*m),
            _ => None,
        }
    }

    /// The argument called `name` of this message.
    pub fn arg(&self, name: &str) -> Option<&Phrase> {
        match self {
            Phrase::Msg(_, args) => args.iter().find(|(n, _)| *n == name).map(|(_, a)| a),
            _ => None,
        }
    }

    /// The number this phrase stands for, if it is one (a plural choice reads it).
    fn count(&self) -> Option<i128> {
        match self {
            Phrase::Num(n) => Some(*n),
            Phrase::Text(t) => t.trim().parse().ok(),
            Phrase::Written(..) | Phrase::Msg(..) => None,
        }
    }
}

impl From<String> for Phrase {
    fn from(t: String) -> Self {
        Phrase::Text(t)
    }
}

impl From<&String> for Phrase {
    fn from(t: &String) -> Self {
        Phrase::Text(t.clone())
    }
}

impl From<&str> for Phrase {
    fn from(t: &str) -> Self {
        Phrase::Text(t.to_string())
    }
}

impl From<Msg> for Phrase {
    /// A message without arguments as an argument of another (its text in the reader's
    /// language).
    fn from(m: Msg) -> Self {
        Phrase::Msg(m, Vec::new())
    }
}

impl From<&Phrase> for Phrase {
    fn from(p: &Phrase) -> Self {
        p.clone()
    }
}

macro_rules! number_phrases {
    ($($t:ty),*) => {$(
        impl From<$t> for Phrase {
            fn from(n: $t) -> Self {
                Phrase::Num(i128::from(n))
            }
        }
        impl From<&$t> for Phrase {
            fn from(n: &$t) -> Self {
                Phrase::Num(i128::from(*n))
            }
        }
    )*};
}
number_phrases!(u8, u16, u32, u64, i8, i16, i32, i64);

impl From<usize> for Phrase {
    fn from(n: usize) -> Self {
        // usize is at most 64 bits on every target this crate builds for.
        Phrase::Num(n as i128)
    }
}

impl From<&usize> for Phrase {
    fn from(n: &usize) -> Self {
        Phrase::from(*n)
    }
}

/// The text of a message without arguments in `lang` (a message with arguments goes through
/// [`t!`](crate::t)).
pub fn tr(lang: Lang, msg: Msg) -> &'static str {
    lang.text(msg)
}

/// Where a rendering reads the texts of messages: [`tr`] (every message) or [`page_tr`].
pub type Texts = fn(Lang, Msg) -> &'static str;

/// The text of one of the messages the page shows itself (its controls, panels and lesson
/// titles; empty for any other). The page reads its texts through this alone, so its wasm
/// carries this short table and not the texts of every walkthrough, which the solver worker
/// renders; the page's tests check that every message it names is here.
pub fn page_tr(lang: Lang, msg: Msg) -> &'static str {
    lang.page_text(msg).unwrap_or("")
}

/// [`t!`](crate::t) for the page: a message with its arguments, rendered from [`page_tr`].
#[doc(hidden)]
#[inline(never)]
pub fn render_page_owned(phrase: Phrase, lang: Lang) -> String {
    phrase.render_with(lang, page_tr)
}

/// Whether `msg` is one of the messages the page shows itself ([`page_tr`] has it).
pub fn is_page_message(msg: Msg) -> bool {
    Lang::ALL.iter().all(|l| l.page_text(msg).is_some())
}

/// What separates two sentences in `lang`: a space in English, nothing after a Chinese full
/// stop.
pub fn sentence_gap(lang: Lang) -> &'static str {
    lang.sentence_gap()
}

/// The text of a message in a language, with its arguments named:
/// `t!(lang, MoveTooMany { pile: 2, left: 1 })`, or `t!(lang, AppTitle)`.
///
/// ```
/// use grundy_core::{i18n::Lang, t};
/// assert_eq!(t!(Lang::En, MoveTooMany { pile: 2, left: 1 }), "pile 2 has only 1 left");
/// assert_eq!(t!(Lang::Zh, MoveTooMany { left: 1, pile: 2 }), "第 2 堆只有 1 颗");
/// ```
///
/// A misspelt argument does not compile:
///
/// ```compile_fail
/// use grundy_core::{i18n::Lang, t};
/// let _ = t!(Lang::En, MoveTooMany { heap: 2, left: 1 });
/// ```
///
/// nor does a missing one:
///
/// ```compile_fail
/// use grundy_core::{i18n::Lang, t};
/// let _ = t!(Lang::En, MoveTooMany { pile: 2 });
/// ```
#[macro_export]
macro_rules! t {
    ($lang:expr, $key:ident $({ $($name:ident $(: $val:expr)?),* $(,)? })?) => {
        $crate::i18n::render_owned($crate::phrase!($key $({ $($name $(: $val)?),* })?), $lang)
    };
}

/// [`t!`](crate::t)'s last step: render a phrase and drop it. One shared function, so the
/// rendering and the dropping of the arguments are not inlined into each of the hundreds of
/// `t!` call sites (about a few hundred bytes of wasm each).
#[doc(hidden)]
#[inline(never)]
pub fn render_owned(phrase: Phrase, lang: Lang) -> String {
    phrase.render(lang)
}

/// A message with its named arguments, kept as a [`Phrase`] to be rendered later:
/// `phrase!(MoveNoPile { pile: 4 })`; a variable named like the argument may stand alone:
/// `phrase!(MoveNoPile { pile })`.
#[macro_export]
macro_rules! phrase {
    ($key:ident $({ $($name:ident $(: $val:expr)?),* $(,)? })?) => {
        $crate::i18n::args::$key {
            $($($name: $crate::i18n::Phrase::from($crate::__phrase_arg!($name $(: $val)?))),*)?
        }
        .phrase()
    };
}

/// One argument of [`phrase!`]: its value, or the variable of its name.
#[doc(hidden)]
#[macro_export]
macro_rules! __phrase_arg {
    ($name:ident) => {
        $name
    };
    ($name:ident : $val:expr) => {
        $val
    };
}

#[cfg(test)]
mod tests;
