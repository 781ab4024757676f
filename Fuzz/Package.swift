// swift-tools-version:6.1
import PackageDescription

// CareLab's fuzz targets, a package of their own so that the main build and CI stay fast.
// Build: swift build -c release --sanitize=fuzzer --sanitize=address (see Fuzz/README.md).
let package = Package(
    name: "CareLabFuzz",
    dependencies: [.package(name: "CareLab", path: "..")],
    targets: [
        /// The importers' readers: FUZZ_FORMAT names the format (csv, flaredown,
        /// apple-health, daylio, bearable).
        .executableTarget(
            name: "fuzz-import",
            dependencies: [.product(name: "CareImport", package: "CareLab")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        /// The scenario reader: YAML with an include of `Corpus/scenario/base.yaml`.
        .executableTarget(
            name: "fuzz-scenario",
            dependencies: [.product(name: "CareScenario", package: "CareLab")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        /// Schedule files and the recurrence rules they give, expanded over 400 days.
        .executableTarget(
            name: "fuzz-schedule",
            dependencies: [.product(name: "CareScenario", package: "CareLab"), .product(name: "CareModel", package: "CareLab")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
