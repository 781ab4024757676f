/// What identifies this build of CareLab in the files it writes.
public enum CareLabRelease {
    /// CareLab's version, recorded in every database, vector manifest and shard it writes.
    public static let version = "0.1.0"
}
