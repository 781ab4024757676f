/// A column of a Parquet file that ``ParquetEncoder`` writes: a name, a type, and whether
/// it may hold nulls (an `OPTIONAL` column, with definition levels) or not (`REQUIRED`).
public struct ParquetColumn: Hashable, Sendable {
    /// The value types, each a physical type with, where needed, its logical type.
    public enum ValueType: Hashable, Sendable {
        /// `BOOLEAN`.
        case boolean
        /// `INT32`.
        case int32
        /// `INT64`.
        case int64
        /// `DOUBLE`.
        case double
        /// `BYTE_ARRAY` holding UTF-8 (logical type `STRING`).
        case string
        /// `INT32` counting days since 1970-01-01 (logical type `DATE`).
        case date

        var physicalType: ParquetMetadata.PhysicalType {
            switch self {
            case .boolean: .boolean
            case .int32, .date: .int32
            case .int64: .int64
            case .double: .double
            case .string: .byteArray
            }
        }
    }

    /// The column's name.
    public var name: String
    /// Its type.
    public var type: ValueType
    /// Whether it may hold nulls.
    public var isOptional: Bool

    /// Creates a column.
    public init(_ name: String, _ type: ValueType, optional isOptional: Bool) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
    }
}

/// One cell of a row given to ``ParquetEncoder``; its case must match the column's type
/// (``ParquetValue/date(_:)`` for a date column, ``ParquetValue/int32(_:)`` for an int32
/// one), and only an optional column takes ``ParquetValue/null``.
public enum ParquetValue: Hashable, Sendable {
    /// No value.
    case null
    /// A `BOOLEAN`.
    case boolean(Bool)
    /// An `INT32`.
    case int32(Int32)
    /// An `INT64`.
    case int64(Int64)
    /// A `DOUBLE`; never NaN (write ``ParquetValue/null`` for a missing value).
    case double(Double)
    /// A UTF-8 string.
    case string(String)
    /// A date as days since 1970-01-01.
    case date(Int32)
}
