// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "layoutsh",
    products: [
        /// The Cassowary solver layer: usable on its own, knows nothing of views.
        .library(name: "Cassowary", targets: ["Cassowary"]),
        /// The layout model: UIKit's views, constraints, stack views, scroll views, BoxView.
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .executable(name: "layoutsh", targets: ["layoutsh"]),
        .executable(name: "cassowary-bench", targets: ["cassowary-bench"]),
        .executable(name: "cassowary-check", targets: ["cassowary-check"]),
        .executable(name: "layout-bench", targets: ["layout-bench"]),
        .executable(name: "layout-systems", targets: ["layout-systems"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // Layer 1: the solver.
        .target(
            name: "Cassowary",
            dependencies: [.product(name: "HeapModule", package: "swift-collections")],
            // Double.rounded() calls libm, which nothing else links without Foundation.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // Layer 2: UIKit's layout semantics on the solver.
        .target(name: "LayoutModel", dependencies: ["Cassowary"]),
        // Layer 3: why constraints break, why values are ambiguous, why a value is what it is.
        .target(
            name: "Diagnostics",
            dependencies: ["Cassowary", "LayoutModel", .product(name: "HeapModule", package: "swift-collections")]
        ),
        // Layer 4: the input language (lexer, parser, interpreter).
        .target(
            name: "Language",
            dependencies: [
                "LayoutModel", "Cassowary",
                .product(name: "HashTreeCollections", package: "swift-collections"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        // Layer 5: sessions, `:` commands, rendering, transcripts.
        .target(name: "Shell", dependencies: ["Language", "LayoutModel", "Diagnostics", "Cassowary"]),
        // libedit, found through pkg-config; Debian names the package libedit-dev.
        .systemLibrary(
            name: "CLibedit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // Non-variadic wrappers around libedit's variadic el_set/history calls,
        // which Swift cannot call directly.
        .target(name: "EditLineShim", dependencies: ["CLibedit"]),
        .executableTarget(
            name: "layoutsh",
            dependencies: [
                "Cassowary", "Shell", "EditLineShim",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The JSON line format of a solver system, shared by the differential
        // test's tools (cassowary-check reads it, layout-systems writes it).
        .target(name: "SolverSystem", dependencies: ["Cassowary"]),
        // Release-mode benchmark of docs/WORKLOADS.md (W1–W4, W2b).
        .executableTarget(name: "cassowary-bench", dependencies: ["Cassowary"]),
        // Reads systems as JSON and prints what the solver makes of them; driven by
        // scripts/differential.py, which compares it with an LP oracle.
        .executableTarget(name: "cassowary-check", dependencies: ["Cassowary", "SolverSystem"]),
        // Release-mode benchmark of the shell on layouts of many shapes and sizes:
        // loading, every command, statements typed afterwards.
        .executableTarget(
            name: "layout-bench",
            dependencies: ["Shell", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The solver systems of replayed sessions as cassowary-check input, so
        // the differential oracle checks real layouts (scripts/differential-layouts).
        .executableTarget(name: "layout-systems", dependencies: ["Shell", "Diagnostics", "LayoutModel", "Cassowary", "SolverSystem"]),
        // The libFuzzer entry point on whole sessions (scripts/fuzz builds it with
        // -sanitize=fuzzer); built plainly, it replays the files it is given.
        .executableTarget(name: "layoutsh-fuzz", dependencies: ["Shell"]),
        // What several test targets share: a seedable random generator.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"]),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel", "TestSupport"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics", "Cassowary", "LayoutModel", "Language", "TestSupport"]),
        .testTarget(
            name: "LanguageTests",
            dependencies: [
                "Language", "LayoutModel", "Cassowary", "TestSupport",
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "ShellTests",
            dependencies: [
                "Shell", "Language", "LayoutModel", "Cassowary", "TestSupport",
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
