import GRDB

extension Schema {
    /// Migration `v9-medication-details`: what a medication on the user's list has beside its
    /// dose and schedule (seed 000, Req 13).
    ///
    /// - `medication` gains `prescriber` (NULL when nobody prescribed it) and `directions`
    ///   (the prescriber's or pharmacy's, empty when none were given; empty for medications
    ///   stored before).
    /// - `medication_alternative_name`: one row per other name a medication is known by
    ///   (brand names), in the order given, so that a medication's names come back as listed.
    static func migrateToV9(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE medication ADD COLUMN prescriber TEXT;
            ALTER TABLE medication ADD COLUMN directions TEXT NOT NULL DEFAULT '';
            CREATE TABLE medication_alternative_name (
                medication TEXT NOT NULL REFERENCES medication(name),
                position INTEGER NOT NULL,
                name TEXT NOT NULL,
                PRIMARY KEY (medication, position)
            ) WITHOUT ROWID;
            """)
    }
}
