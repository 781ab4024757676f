import Foundation

/// One ``DayGrid`` per time zone, made on first use and kept: laying out a grid consults
/// `Calendar` once per day, more than a person's events cost to place, so a pass over many
/// people (an analysis, a simulation's writer, an import) lays out each zone once.
///
/// A value: its owner (the run, the writer, the analysis) decides how it is shared; a
/// writer that encodes people on several threads keeps one behind a lock, takes a copy for
/// each person and merges back what grew (``merge(_:)``).
public struct DayGridCache: Sendable {
    private var grids: [String: DayGrid] = [:]

    /// An empty cache.
    public init() {}

    /// The grid kept for `zone`, or the one `make` lays out, kept from then on.
    public mutating func grid(for zone: TimeZone, orMake make: () -> DayGrid) -> DayGrid {
        if let grid = grids[zone.identifier] { return grid }
        let grid = make()
        grids[zone.identifier] = grid
        return grid
    }

    /// Keeps `grid` for its time zone when it covers more days than the one kept (a grid
    /// taken from the cache and grown since, ``DayGrid/dayIndex(extendingTo:)-(Date)``).
    public mutating func keep(_ grid: DayGrid) {
        if grid.dayCount > grids[grid.timeZone.identifier]?.dayCount ?? 0 { grids[grid.timeZone.identifier] = grid }
    }

    /// Keeps each of `other`'s grids that covers more days than the one kept for its zone.
    public mutating func merge(_ other: DayGridCache) {
        for grid in other.grids.values { keep(grid) }
    }
}
