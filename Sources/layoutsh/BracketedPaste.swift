// Bracketed paste: the terminal wraps a paste in ESC[200~ … ESC[201~ once
// asked (ESC[?2004h), and libedit calls `pasteCallback` at the opening
// sequence. The callback reads the rest itself, so a tab inside never
// completes and a newline never enters a line half pasted: the first
// pasted line joins the line being edited, the rest waits in the editor
// for the input loop, which runs it as one input.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import EditLineShim

enum BracketedPaste {
    static let start: [UInt8] = Array("\u{1B}[200~".utf8)
    static let end: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Whether the terminal was asked to bracket pastes (and must be told to stop).
    nonisolated(unsafe) private static var isOn = false

    /// Asks the terminal to bracket pastes, when both standard input and
    /// output are one; the signals that end or stop the shell turn it off first.
    static func turnOn() {
        guard isatty(0) == 1, isatty(1) == 1 else { return }
        isOn = true
        emit(true)
        for number in [SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = onSignal
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
    }

    /// Tells the terminal to stop bracketing pastes (before the shell
    /// exits, or hands the terminal to an editor); `turnOn` again after.
    static func turnOff() {
        guard isOn else { return }
        emit(false)
        isOn = false
    }

    /// Does what the signal does by default, telling the terminal first.
    /// Only write(2) and signal calls: it runs inside a signal handler.
    private static let onSignal: @convention(c) (Int32) -> Void = { number in
        let on = BracketedPaste.isOn
        if number == SIGCONT {
            if on { BracketedPaste.emit(true) }
            return
        }
        if on { BracketedPaste.emit(false) }
        var action = sigaction(), previous = sigaction()
        sigemptyset(&action.sa_mask)
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigaction(number, &action, &previous)
        // Blocked while its handler runs, it would wait for the handler's
        // end, and find it installed again.
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, number)
        pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
        raise(number)
        // Back from a stop (SIGTSTP): ours again, and SIGCONT has asked again.
        sigaction(number, &previous, nil)
    }

    /// ESC[?2004h or ESC[?2004l, written at once (literals: nothing to
    /// initialize inside a signal handler).
    private static func emit(_ on: Bool) {
        let sequence: StaticString = on ? "\u{1B}[?2004h" : "\u{1B}[?2004l"
        _ = write(1, sequence.utf8Start, sequence.utf8CodeUnitCount)
    }

    /// A paste as the shell takes it: CR and CRLF (what terminals send for
    /// a newline) as LF, and no control characters but tab and newline.
    static func text(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var previous: UInt8 = 0
        for byte in bytes {
            defer { previous = byte }
            if byte == 13 { out.append(10); continue }
            if byte == 10 && previous == 13 { continue }
            if byte == 9 || byte == 10 || (byte >= 32 && byte != 127) { out.append(byte) }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// Called by libedit at ESC[200~: reads the paste and inserts it (see `LineEditor.paste`).
let pasteCallback: lsh_complete_fn = { el, _ in
    let refresh: UInt8 = 4, error: UInt8 = 6
    guard let el, let data = lsh_el_get_clientdata(el) else { return error }
    Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().paste(el)
    return refresh
}
