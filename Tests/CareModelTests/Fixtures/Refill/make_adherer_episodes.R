# Reference values from AdhereR itself (Dima AL, Dediu D. PLoS ONE 2017;12:e0174426) for
# CareLab's treatment episodes and CMA per episode when the medication class and the daily
# dose change: AdhereR's compute.treatment.episodes() and CMA_per_episode() with a
# medication-class and a daily-dose column.
#
# AdhereR is run from its sources, not installed, as in make_adherer.R: R/adherer.R and
# the package's example data data/medevents.rda. Get the sources with
#
#   git clone --depth 1 https://github.com/ddediu/AdhereR /tmp/AdhereR
#
# and the R packages it needs with
#
#   apt-get install -y r-base-core r-cran-data.table r-cran-lubridate r-cran-jsonlite
#
# then, from this folder:
#
#   TZ=UTC Rscript make_adherer_episodes.R /tmp/AdhereR > adherer_episodes.json
#
# (or set ADHERER_SOURCES=/tmp/AdhereR instead of the argument). The AdhereR commit is read
# from the clone (or from ADHERER_COMMIT when the sources are not a git work tree).
# adherer_episodes.json was made from commit 224a53270924bfff56002eec6a19201677da1188
# (AdhereR 0.8.1) with R 4.2.2.
#
# Days are integers counted from 2026-01-01 (day 0); a fractional episode end is a
# fractional day. Sets:
# - "med_events_episodes": compute.treatment.episodes() on AdhereR's med.events (100
#   patients, classes medA/medB, doses PERDAY) with its defaults: carry-over, carry-over
#   only for the same medication, dosage changes considered, a medication change starts an
#   episode, a 90-day gap, follow-up of 730 days from the first event.
# - "med_events_per_episode": CMA_per_episode() with each of CMA1-CMA9 on med.events with
#   its defaults (a 180-day gap, follow-up and observation of 730 days from the first event);
#   each patient's events are those of "med_events_episodes".
# - "episodes": compute.treatment.episodes() on histories generated here (set.seed below)
#   with two or three medication classes, doses that change, overlapping refills and gaps
#   longer than the permissible one, under random combinations of carry-over,
#   carry.only.for.same.medication, consider.dosage.change,
#   medication.change.means.new.treatment.episode, the permissible gap (days or percent),
#   maximum.permissible.gap.append.to.episode and follow-up windows from the first event
#   plus an offset.
# - "per_episode": CMA_per_episode() with each inner CMA on such histories, with and
#   without medication.change.means.new.treatment.episode, windows from the first event.
#
# dosage.change.means.new.treatment.episode is left at FALSE throughout: in this AdhereR
# version it compares the column's name, not the doses (event.daily.dose.colname[1:(n-1)]
# in compute.treatment.episodes), so TRUE changes nothing there; CareLab does what the
# option documents and is tested for it separately.
#
# A case where AdhereR stops with an R error or gives no result is written with the error
# message (adherer_error) or no rows.

suppressPackageStartupMessages({
  library(data.table)
  library(lubridate)
  library(jsonlite)
})

args <- commandArgs(trailingOnly = TRUE)
sources <- if (length(args) >= 1) args[1] else Sys.getenv("ADHERER_SOURCES", "")
if (sources == "" || !file.exists(file.path(sources, "AdhereR", "R", "adherer.R"))) {
  stop("give the AdhereR sources (a clone of https://github.com/ddediu/AdhereR) as the ",
       "argument or in ADHERER_SOURCES")
}
if (Sys.getenv("TZ") != "UTC") stop("run with TZ=UTC")
source(file.path(sources, "AdhereR", "R", "adherer.R"))
load(file.path(sources, "AdhereR", "data", "medevents.rda"))

commit <- Sys.getenv("ADHERER_COMMIT", "")
if (commit == "") {
  commit <- tryCatch(system2("git", c("-C", sources, "rev-parse", "HEAD"), stdout = TRUE, stderr = FALSE),
                     error = function(e) "", warning = function(w) "")
}
description <- read.dcf(file.path(sources, "AdhereR", "DESCRIPTION"))

ORIGIN <- as.Date("2026-01-01")
day_of <- function(date) as.numeric(date - ORIGIN)
num <- function(x) if (length(x) == 0 || is.na(x)) NA else if (is.infinite(x)) (if (x > 0) "Inf" else "-Inf") else x
attempt <- function(expr) tryCatch(list(value = expr, error = NULL), error = function(e) list(value = NULL, error = conditionMessage(e)))

common <- list(ID.colname = "id", event.date.colname = "date", event.duration.colname = "supply",
               event.daily.dose.colname = "dose", medication.class.colname = "medication",
               date.format = "%Y-%m-%d", suppress.warnings = TRUE)

# Events in the order AdhereR sorts them (by date, ties in the data's order).
events_json <- function(h) {
  h <- h[order(h$day, seq_len(nrow(h))), ]
  lapply(seq_len(nrow(h)), function(i) list(day = h$day[i], supply = h$supply[i],
                                            medication = h$medication[i], dose = h$dose[i]))
}
as_data <- function(h, id = 1) data.frame(id = id, date = format(ORIGIN + h$day), supply = h$supply,
                                          dose = h$dose, medication = h$medication, stringsAsFactors = FALSE)

episode_rows <- function(te) {
  if (is.null(te) || nrow(te) == 0) return(list())
  lapply(seq_len(nrow(te)), function(i) list(
    episode = te$episode.ID[i], start = day_of(te$episode.start[i]), gap = te$end.episode.gap.days[i],
    duration = te$episode.duration[i], end = day_of(te$episode.end[i])))
}
cma_rows <- function(r) {
  cma <- if (is.null(r)) NULL else getCMA(r)
  if (is.null(cma) || nrow(cma) == 0) return(list())
  lapply(seq_len(nrow(cma)), function(i) list(
    episode = cma$episode.ID[i], start = day_of(cma$episode.start[i]), gap = cma$end.episode.gap.days[i],
    duration = cma$episode.duration[i], end = day_of(cma$episode.end[i]), cma = num(cma$CMA[i])))
}

# --- AdhereR's med.events -------------------------------------------------------------------

med <- data.frame(id = med.events$PATIENT_ID,
                  day = as.numeric(as.Date(med.events$DATE, format = "%m/%d/%Y") - ORIGIN),
                  supply = med.events$DURATION, dose = med.events$PERDAY,
                  medication = med.events$CATEGORY, stringsAsFactors = FALSE)
patients <- unique(med$id)
med_history <- function(p) med[med$id == p, c("day", "supply", "dose", "medication")]

med_episodes <- lapply(patients, function(p) {
  h <- med_history(p)
  te <- attempt(do.call(compute.treatment.episodes, c(list(as_data(h, p)), common)))
  list(id = p, events = events_json(h), adherer_error = te$error, episodes = episode_rows(te$value))
})

med_per_episode <- unlist(lapply(1:9, function(measure) lapply(patients, function(p) {
  h <- med_history(p)
  r <- attempt(do.call(CMA_per_episode, c(list(paste0("CMA", measure), as_data(h, p)), common)))
  list(id = p, measure = measure, adherer_error = r$error, episodes = cma_rows(r$value))
})), recursive = FALSE)

# --- Generated histories -------------------------------------------------------------------

SEED <- 20261129
RNGkind("Mersenne-Twister", "Inversion", "Rejection")
set.seed(SEED)
pick <- function(x) x[sample.int(length(x), 1)]

history <- function() {
  n <- pick(c(2, 3, 4, 5, 6, 8, 10, 12))
  classes <- c("A", "B", "C")[seq_len(pick(c(2, 2, 3)))]
  day <- pick(0:20); medication <- pick(classes); dose <- pick(c(1, 2, 4))
  h <- data.frame(day = numeric(n), supply = numeric(n), dose = numeric(n), medication = character(n),
                  stringsAsFactors = FALSE)
  for (i in seq_len(n)) {
    if (runif(1) < 0.3) medication <- pick(classes)
    if (runif(1) < 0.3) dose <- pick(c(0.5, 1, 2, 3, 4))
    h[i, ] <- list(day, pick(c(7, 14, 28, 30, 30, 60, 90)), dose, medication)
    u <- runif(1)
    day <- day + if (u < 0.12) 0 else if (u < 0.7) pick(5:45) else pick(50:220)
  }
  h
}

permissible_gap <- function() {
  if (runif(1) < 0.6) list(value = pick(c(15, 30, 60, 90)), unit = "days")
  else list(value = pick(c(25, 33, 50, 100, 150)), unit = "percent")
}

episode_set <- lapply(1:240, function(id) {
  h <- history(); gap <- permissible_gap()
  offset <- pick(c(0, 0, 0, 10)); days <- pick(c(180, 365, 365, 730))
  carry <- runif(1) < 0.75
  same <- carry && runif(1) < 0.6
  dosage <- runif(1) < 0.6
  change <- runif(1) < 0.6
  append <- runif(1) < 0.4
  te <- attempt(do.call(compute.treatment.episodes, c(list(as_data(h),
    carryover.within.obs.window = carry, carry.only.for.same.medication = same,
    consider.dosage.change = dosage, medication.change.means.new.treatment.episode = change,
    maximum.permissible.gap = gap$value, maximum.permissible.gap.unit = gap$unit,
    maximum.permissible.gap.append.to.episode = append,
    followup.window.start = offset, followup.window.duration = days), common)))
  list(id = id, events = events_json(h), follow_up_offset = offset, follow_up_days = days,
       gap = gap$value, gap_unit = gap$unit, append_gap = append, carry_over = carry,
       carry_only_same_medication = same, consider_dose_change = dosage,
       medication_change_starts_episode = change,
       adherer_error = te$error, episodes = episode_rows(te$value))
})

per_episode_set <- lapply(1:270, function(id) {
  h <- history(); gap <- permissible_gap(); measure <- (id - 1) %% 9 + 1
  offset <- pick(c(0, 0, 0, 10)); days <- pick(c(180, 365, 365, 730))
  start <- pick(c(0, 0, 30, 60)); window <- pick(c(days - start, days - start, 90, 120))
  change <- runif(1) < 0.7
  append <- runif(1) < 0.4
  r <- attempt(do.call(CMA_per_episode, c(list(paste0("CMA", measure), as_data(h),
    medication.change.means.new.treatment.episode = change,
    maximum.permissible.gap = gap$value, maximum.permissible.gap.unit = gap$unit,
    maximum.permissible.gap.append.to.episode = append,
    followup.window.start = offset, followup.window.duration = days,
    observation.window.start = start, observation.window.duration = window), common)))
  list(id = id, measure = measure, events = events_json(h), follow_up_offset = offset,
       follow_up_days = days, observation_start = start, observation_days = window,
       gap = gap$value, gap_unit = gap$unit, append_gap = append,
       medication_change_starts_episode = change,
       adherer_error = r$error, episodes = cma_rows(r$value))
})

out <- list(
  produced_by = "make_adherer_episodes.R",
  adherer = list(version = unname(description[1, "Version"]), commit = commit,
                 source = "https://github.com/ddediu/AdhereR"),
  r = paste(R.version$major, R.version$minor, sep = "."),
  data_table = as.character(packageVersion("data.table")),
  lubridate = as.character(packageVersion("lubridate")),
  jsonlite = as.character(packageVersion("jsonlite")),
  seed = SEED, origin = format(ORIGIN),
  med_events_episodes = med_episodes, med_events_per_episode = med_per_episode,
  episodes = episode_set, per_episode = per_episode_set)
cat(toJSON(out, auto_unbox = TRUE, digits = I(17), na = "null", null = "null", pretty = FALSE), "\n")
