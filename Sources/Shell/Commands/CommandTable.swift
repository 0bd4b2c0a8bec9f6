/// One `:` command: its name, its usage, a one-line summary for `:help`,
/// and the longer text of `:help NAME` (the man page says the same).
struct ShellCommand: Sendable {
    let name: String
    let usage: String
    let summary: String
    let details: [String]
}

enum CommandTable {
    /// Every command, in the order `:help` lists them.
    static let all: [ShellCommand] = [
        ShellCommand(name: "help", usage: ":help [NAME]", summary: "list the commands, or explain one",
                     details: ["Without a name, lists every command; with one, explains it.",
                               "Anything not starting with ':' is Swift: UIKit views, SnapKit, anchors, BoxView (see layoutsh(1))."]),
        ShellCommand(name: "device", usage: ":device NAME | :device WxH [safe T,L,B,R]", summary: "choose a device preset or a custom screen",
                     details: ["Lays the session out on a preset (see :devices) or a custom screen in points,",
                               "optionally with safe-area insets (top, left, bottom, right). Prints what moved."]),
        ShellCommand(name: "devices", usage: ":devices", summary: "list the device presets",
                     details: ["Each preset with its screen size, safe areas in both orientations and side margins."]),
        ShellCommand(name: "rotate", usage: ":rotate [portrait|landscape]", summary: "rotate the device (toggles without an argument)",
                     details: ["Swaps width and height; the safe area and margins follow. Prints what moved and what broke."]),
        ShellCommand(name: "scroll", usage: ":scroll VIEW X,Y", summary: "set a scroll view's contentOffset",
                     details: ["Negative values pull down (or right): overscroll. Prints the part of the content that shows, and the",
                               "views that move on screen (content frames stay in content coordinates, as UIKit reports them)."]),
        ShellCommand(name: "layout", usage: ":layout [VIEW] [--json]", summary: "print frames, as UIKit reports them",
                     details: ["Every view (or VIEW and what it contains) with its frame in its superview's coordinates;",
                               "scroll views add contentSize, contentOffset and whether they scroll. --json: see layoutsh(1)."]),
        ShellCommand(name: "draw", usage: ":draw [VIEW] [--width N]", summary: "draw the frames in the terminal",
                     details: ["A picture of the hierarchy scaled to the terminal width (or N columns), with a legend."]),
        ShellCommand(name: "constraints", usage: ":constraints [VIEW] [--all] [--json]", summary: "list constraints with ids and sources",
                     details: ["Each constraint: #N (yours) or #gN (generated), as UIKit writes it, priority, state, origin and source line.",
                               "Without --all, generated constraints are summarised by origin."]),
        ShellCommand(name: "broken", usage: ":broken [--all] [--json]", summary: "constraints that do not hold, and why",
                     details: ["Each constraint not satisfied: how far off it is, the smallest set of constraints that forbid it,",
                               "the arithmetic that proves it (a sum of those constraints and what each step gives), and a fix.",
                               "Required conflicts first: which constraint was broken to recover and how to bring it back.",
                               "Content hugging that gives way (a view stretched) is only counted; --all explains it too."]),
        ShellCommand(name: "ambiguous", usage: ":ambiguous [--json]", summary: "values the constraints do not fix, and why",
                     details: ["Each view whose x, y, width or height could differ in an equally good layout, with its exact range",
                               "and the reason: nothing pins it, or a tie between constraints of equal priority (UIKit picks one).",
                               "Each scroll view whose contentSize is not fixed: the edge nothing reaches, or the loop between",
                               "the content's size and the content area's, with the fixes."]),
        ShellCommand(name: "why", usage: ":why VIEW.ATTR", summary: "the constraints that make a value what it is",
                     details: ["ATTR is x, y, width, height, minX, maxX, minY, maxY, centerX or centerY of the frame.",
                               "Shows the smallest set of constraints that fix the value, added up step by step with numbers;",
                               "for an ambiguous value, its range and why."]),
        ShellCommand(name: "exercise", usage: ":exercise VIEW", summary: "draw another, equally good layout of an ambiguous view",
                     details: ["Like exerciseAmbiguityInLayout(): the current layout and another that satisfies everything",
                               "just as well, side by side, and the frames that differ."]),
        ShellCommand(name: "solver", usage: ":solver [--json]", summary: "the solver's state",
                     details: ["Variables with values, tableau rows, the objective per priority level, constraint markers,",
                               "edit variables and the tableau's size."]),
        ShellCommand(name: "priority", usage: ":priority #N P", summary: "change a constraint's priority",
                     details: ["P is 1...1000 or required, high, medium, low. UIKit refuses required <-> optional on an active",
                               "constraint; layoutsh makes the change and says so."]),
        ShellCommand(name: "activate", usage: ":activate #N", summary: "activate a constraint", details: ["Sets isActive = true on #N."]),
        ShellCommand(name: "deactivate", usage: ":deactivate #N", summary: "deactivate a constraint", details: ["Sets isActive = false on #N."]),
        ShellCommand(name: "remove", usage: ":remove #N", summary: "remove a constraint for good", details: ["Deactivates #N; it cannot be activated again."]),
        ShellCommand(name: "expect", usage: ":expect ASSERTION", summary: "check the layout (for scripts)",
                     details: ["VIEW.frame == (x, y, w, h)   VIEW.ATTR == N (x y width height minX maxX minY maxY centerX centerY)",
                               "SCROLL.contentSize == (w, h)   no broken   broken N   no ambiguous   ambiguous VIEW.ATTR",
                               "scrollable SCROLL vertical|horizontal|both|none",
                               "A failed expectation prints what it found, and the script exits with status 1."]),
        ShellCommand(name: "undo", usage: ":undo", summary: "take back the last input", details: ["Replays the session without its last input."]),
        ShellCommand(name: "reset", usage: ":reset", summary: "start over", details: ["An empty layout on the session's first device."]),
        ShellCommand(name: "load", usage: ":load FILE", summary: "run a script", details: ["Runs FILE's statements and commands as if typed."]),
        ShellCommand(name: "save", usage: ":save FILE", summary: "save the session as a script", details: ["Writes every input so far to FILE (atomically)."]),
        ShellCommand(name: "history", usage: ":history", summary: "list the inputs so far", details: ["Numbered, as :save would write them."]),
        ShellCommand(name: "version", usage: ":version", summary: "print the version", details: ["The same line as `layoutsh --version`."]),
        ShellCommand(name: "quit", usage: ":quit", summary: "leave the shell (Ctrl-D does too)", details: ["Leaves the shell."]),
    ]

    static func named(_ name: String) -> ShellCommand? { all.first { $0.name == name } }
}
