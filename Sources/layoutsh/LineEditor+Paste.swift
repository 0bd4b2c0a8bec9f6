// What the line editor does with a bracketed paste (see BracketedPaste),
// and with input taken from the terminal ahead of libedit.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import EditLineShim

extension LineEditor {
    /// Hands `bytes` taken from the terminal back to libedit, which edits
    /// them as if typed, up to the start of a paste: the paste itself is
    /// held for the paste callback, which libedit calls at its start.
    func give(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        if !held.isEmpty {
            held += bytes  // behind a paste libedit has not reached yet
            return
        }
        var given = bytes
        if let start = Self.find(BracketedPaste.start, in: bytes) {
            given = Array(bytes[..<(start + BracketedPaste.start.count)])
            held = Array(bytes[(start + BracketedPaste.start.count)...])
        }
        ahead += given
        el_push(editor, String(decoding: given, as: UTF8.self))
    }

    /// The paste callback: reads the paste up to ESC[201~ and inserts it at
    /// the cursor. Pasted lines end the line: the first pasted line joins
    /// it, and libedit is handed a newline so that el_gets returns it;
    /// the lines after wait in `pastedRest` (with what followed the cursor).
    func paste(_ el: OpaquePointer) {
        guard let bytes = readPaste() else {
            el_push(el, "\r")  // Ctrl-C: readLine sees the interruption
            return
        }
        let text = BracketedPaste.text(bytes)
        guard let newline = text.firstIndex(of: "\n") else {
            if !text.isEmpty { _ = el_insertstr(el, text) }
            giveBackHeld(el)
            return
        }
        var after = ""
        if let info = el_line(el) {
            let count = UnsafeRawPointer(info.pointee.lastchar) - UnsafeRawPointer(info.pointee.cursor)
            let start = UnsafeRawPointer(info.pointee.cursor).assumingMemoryBound(to: UInt8.self)
            after = String(decoding: UnsafeBufferPointer(start: start, count: max(0, count)), as: UTF8.self)
        }
        let first = String(text[..<newline])
        if !first.isEmpty { _ = el_insertstr(el, first) }
        let characters = Int32(after.unicodeScalars.count)
        if characters > 0 {
            _ = el_cursor(el, characters)
            el_deletestr(el, characters)
        }
        pastedRest = String(text[text.index(after: newline)...]) + after
        // Given back first, read after the newline (libedit reads the last pushed first).
        giveBackHeld(el)
        el_push(el, "\r")
    }

    /// The paste's bytes without the brackets: from `held`, then the
    /// terminal, a byte at a time (so nothing after ESC[201~ is taken);
    /// nil on Ctrl-C. At the end of input the paste ends there.
    private func readPaste() -> [UInt8]? {
        var body: [UInt8] = []
        let end = BracketedPaste.end
        if let at = Self.find(end, in: held) {
            body = Array(held[..<at])
            held.removeSubrange(..<(at + end.count))
            return body
        }
        body = held
        held = []
        var byte: UInt8 = 0
        while !(body.count >= end.count && body.suffix(end.count).elementsEqual(end)) {
            let n = read(0, &byte, 1)
            if n == 1 {
                body.append(byte)
            } else if n < 0 && errno == EINTR {
                if sawInterrupt != 0 { return nil }
            } else {
                return body
            }
        }
        return Array(body.dropLast(end.count))
    }

    /// What was held beyond the paste goes back to libedit (up to the next paste's start).
    private func giveBackHeld(_ el: OpaquePointer) {
        let rest = held
        held = []
        give(rest)
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
