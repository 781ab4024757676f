// swift-tools-version:6.1
import PackageDescription

// CareLab: one module per pipeline stage, dependencies pointing one way.
//
//   CareModel → CareScenario → CareSimulation → CareStore → CareStats → CareAnalytics → CareReports → CareWorkflows
//                                  CareImport ↗ (real exports instead of a simulation)
//
// Only `CareCLI` (argument parsing and printing) and the thin `carelab` executable sit above them.
let package = Package(
    name: "CareLab",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "carelab", targets: ["carelab"]),
        .library(name: "CareModel", targets: ["CareModel"]),
        .library(name: "CareStats", targets: ["CareStats"]),
        .library(name: "CareCLI", targets: ["CareCLI"]),
        .library(name: "CareImport", targets: ["CareImport"]),
        .library(name: "CareScenario", targets: ["CareScenario"]),
        .library(name: "CareWorkflows", targets: ["CareWorkflows"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
    ],
    targets: [
        // MARK: - C glue

        /// GSL headers and link flags; provides no stable Swift API.
        .systemLibrary(
            name: "_CGSL",
            pkgConfig: "gsl",
            providers: [.apt(["libgsl-dev"])]
        ),

        /// zlib headers and link flags (the Parquet writer's GZIP pages); no stable Swift API.
        .systemLibrary(
            name: "_CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),

        // MARK: - Pipeline stages

        /// Domain values and rules from the seed documents. Foundation only.
        .target(name: "CareModel", exclude: ["README.md"]),

        /// Scenario files: YAML decoding, validation with file:line:column.
        .target(
            name: "CareScenario",
            dependencies: ["CareModel", .product(name: "Yams", package: "Yams")],
            exclude: ["README.md"]
        ),

        /// Numerical statistics and random numbers over plain arrays, through GSL.
        .target(name: "CareStats", dependencies: ["_CGSL"], exclude: ["README.md"]),

        /// The synthetic-population simulator.
        .target(
            name: "CareSimulation",
            dependencies: ["CareModel", "CareScenario", "CareStats"],
            exclude: ["README.md"]
        ),

        /// The research database (SQLite through GRDB).
        .target(
            name: "CareStore",
            dependencies: [
                "CareModel",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            exclude: ["README.md"]
        ),

        /// Importers for real usage data (generic CSV, Flaredown, Apple Health, Daylio,
        /// Bearable) with keyed pseudonyms.
        .target(
            name: "CareImport",
            dependencies: ["CareModel", "CareStore", .product(name: "Crypto", package: "swift-crypto")],
            exclude: ["README.md"]
        ),

        /// Research analyses over a stored run or an import.
        .target(
            name: "CareAnalytics",
            dependencies: ["CareModel", "CareStore", "CareStats"],
            exclude: ["README.md"]
        ),

        /// CSV and Parquet files, ASCII charts, Markdown and HTML reports, and the registry of
        /// analyses (each declared once: its command, table, report section and truth rows).
        .target(
            name: "CareReports",
            dependencies: ["CareModel", "CareStats", "CareStore", "CareAnalytics", "_CZlib"],
            exclude: ["README.md"]
        ),

        /// What the commands run, as a library any program can call: conformance vectors for
        /// app teams and their check, golden rule files, executable notebooks.
        .target(
            name: "CareWorkflows",
            dependencies: [
                "CareModel", "CareScenario", "CareSimulation", "CareStore", "CareImport", "CareStats", "CareAnalytics",
                "CareReports", .product(name: "CSV", package: "CSV.swift"),
            ],
            exclude: ["README.md"]
        ),

        // MARK: - Command line

        /// The `carelab` commands; the only module that sees every stage.
        .target(
            name: "CareCLI",
            dependencies: [
                "CareModel", "CareScenario", "CareSimulation", "CareStore", "CareImport",
                "CareStats", "CareAnalytics", "CareReports", "CareWorkflows",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "CSV", package: "CSV.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        .executableTarget(name: "carelab", dependencies: ["CareCLI"]),

        // MARK: - Tests

        .testTarget(
            name: "CareModelTests",
            dependencies: ["CareModel", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "CareScenarioTests", dependencies: ["CareScenario"]),
        .testTarget(
            name: "CareStatsTests",
            dependencies: ["CareStats"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "CareSimulationTests", dependencies: ["CareSimulation", "CareScenario"]),
        .testTarget(
            name: "CareStoreTests",
            dependencies: [
                "CareStore", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "CareImportTests",
            dependencies: ["CareImport", "CareStore", "CareAnalytics", .product(name: "GRDB", package: "GRDB.swift")],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "CareAnalyticsTests",
            dependencies: ["CareAnalytics", "CareReports", "CareStore", "CareStats", "CareSimulation", "CareScenario"],
            // The scripts that produced the expected values the tests hold inline.
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "CareReportsTests",
            dependencies: ["CareReports", "CareAnalytics", "CareModel", "CareStats"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "CareCLITests",
            dependencies: ["CareCLI", "CareWorkflows", "CareStore", "carelab",
                           .product(name: "ZIPFoundation", package: "ZIPFoundation")],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
