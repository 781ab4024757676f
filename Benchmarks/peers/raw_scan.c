/*
 * raw_scan.c: the floor under `carelab analyze correlations`' reading, a one-thread scan in C
 * of the rows the correlation pass reads (issue 14: CareLab, on two threads, should be as fast).
 *
 *   cc -O2 -o raw_scan Benchmarks/peers/raw_scan.c -lsqlite3
 *   raw_scan RUN.sqlite
 *
 * For each person in order, one prepared statement per kind the pass reads (factor, symptom,
 * usage), the columns CareLab's reader selects for them (occurred_at_unix, name, value, unit,
 * time_of_day, and seq for symptoms), each column read with sqlite3_column_* as CareLab does;
 * nothing is decoded or analysed. Prints the rows, a checksum and the seconds.
 */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static void die(sqlite3 *db, const char *what) {
    fprintf(stderr, "raw_scan: %s: %s\n", what, sqlite3_errmsg(db));
    exit(1);
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: raw_scan RUN.sqlite\n"); return 2; }
    double t0 = now();
    sqlite3 *db;
    if (sqlite3_open_v2(argv[1], &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) die(db, "open");
    sqlite3_exec(db, "PRAGMA cache_size = -65536", NULL, NULL, NULL);
    static const char *kinds[] = {"factor", "symptom", "usage"};
    sqlite3_stmt *events[3], *people;
    for (int k = 0; k < 3; k++) {
        char sql[256];
        snprintf(sql, sizeof sql,
                 "SELECT occurred_at_unix, name, value, unit, time_of_day%s FROM event "
                 "WHERE person_id = ? AND kind = '%s' ORDER BY occurred_at_unix, seq",
                 k == 1 ? ", seq" : "", kinds[k]);
        if (sqlite3_prepare_v2(db, sql, -1, &events[k], NULL)) die(db, "prepare");
    }
    if (sqlite3_prepare_v2(db, "SELECT person_id FROM person ORDER BY person_id", -1, &people, NULL)) die(db, "prepare");
    sqlite3_exec(db, "BEGIN", NULL, NULL, NULL);
    long long rows = 0, checksum = 0;
    double values = 0;
    while (sqlite3_step(people) == SQLITE_ROW) {
        sqlite3_int64 person = sqlite3_column_int64(people, 0);
        for (int k = 0; k < 3; k++) {
            sqlite3_stmt *st = events[k];
            sqlite3_bind_int64(st, 1, person);
            while (sqlite3_step(st) == SQLITE_ROW) {
                checksum += sqlite3_column_int64(st, 0);
                static const int texts[] = {1, 3, 4}; /* name, unit, time_of_day */
                for (int t = 0; t < 3; t++) {
                    const unsigned char *text = sqlite3_column_text(st, texts[t]);
                    if (text) checksum += sqlite3_column_bytes(st, texts[t]) + text[0];
                }
                if (sqlite3_column_type(st, 2) != SQLITE_NULL) values += sqlite3_column_double(st, 2);
                if (k == 1) checksum += sqlite3_column_int64(st, 5);
                rows++;
            }
            sqlite3_reset(st);
        }
    }
    sqlite3_exec(db, "COMMIT", NULL, NULL, NULL);
    printf("raw_scan rows=%lld checksum=%lld values=%.6g scan_s=%.3f\n", rows, checksum, values, now() - t0);
    return 0;
}
