import Shell
#if canImport(Glibc)
import Glibc
#endif

#if FUZZING
/// libFuzzer's callback: one input, run as a whole session.
@_cdecl("LLVMFuzzerTestOneInput")
func layoutshFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzInput.runOnLargeStack(bytes: data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

/// libFuzzer's driver, called from this executable's own `main` (SwiftPM
/// names the entry point of an executable target, so libFuzzer's `main`
/// cannot be the one that runs).
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(_ argc: UnsafeMutablePointer<CInt>,
               _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
               _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(runDriver(&argc, &argv, layoutshFuzzOneInput))
#else
// Without the fuzzer: replays each file given, as the fuzzer ran it, so a
// crash it found reproduces under a debugger.
for path in CommandLine.arguments.dropFirst() {
    do {
        let file = try FileIO.read(path)
        print("replaying \(path)")
        FuzzInput.runOnLargeStack(file.text)
    } catch {
        print("layoutsh-fuzz: cannot read \(path): \(error.reason)")
    }
}
#endif
