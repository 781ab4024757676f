import CareReports

/// The columns of the `carelab adherence` tables, named as AdhereR names them.
enum AdherenceColumns {
    static let id = TableColumn("id", .text, "the person, as in the input's --id column")
    static let episode = TableColumn("episode", .integer, "the treatment episode's number, from 1")
    static let episodeStart = TableColumn("start", .date, "the episode's first day")
    static let gap = TableColumn("gap", .integer, "whole days without supply after the episode's last dispensing")
    static let episodeEnd = TableColumn("end", .date, "the episode's end")
    static let duration = TableColumn("duration", .number, "the episode's length in days")
    static let measure = TableColumn("measure", .text, "the CMA (`cma1` … `cma9`)")
    static let value = TableColumn("value", .number, "the CMA's value (a share, 0 to 1 or above); empty when undefined")
    static let window = TableColumn("window", .integer, "the sliding window's number, from 1")
    static let windowStart = TableColumn("start", .date, "the window's first day")
    static let windowEnd = TableColumn("end", .date, "the window's end")
}
