# Reference values from AdhereR itself (Dima AL, Dediu D. PLoS ONE 2017;12:e0174426) for
# CareLab's refill adherence: CMA1-CMA9, treatment episodes, CMA per episode and CMA per
# sliding window, one medication at a constant dose (changes of medication and dose:
# make_adherer_episodes.R).
#
# AdhereR is run from its sources, not installed: only R/adherer.R is needed for these
# computations (the package's other files hold plotting, polypharmacy, medication matching
# and the external-caller glue). Get the sources with
#
#   git clone --depth 1 https://github.com/ddediu/AdhereR /tmp/AdhereR
#
# and the R packages it needs with
#
#   apt-get install -y r-base-core r-cran-data.table r-cran-lubridate r-cran-jsonlite
#
# then, from this folder:
#
#   TZ=UTC Rscript make_adherer.R /tmp/AdhereR > adherer.json
#
# (or set ADHERER_SOURCES=/tmp/AdhereR instead of the argument). The AdhereR commit is read
# from the clone (or from ADHERER_COMMIT when the sources are not a git work tree).
#
# Days are integers counted from 2026-01-01 (day 0). Four sets:
# - "cma": the histories and windows of cases.json (written by generate.py), CMA1-CMA9 with
#   the follow-up window starting on day 0; AdhereR has no patient without events, so
#   those cases are left out.
# - "episodes": compute.treatment.episodes() on histories generated here (set.seed below):
#   several refills a case, same-day refills, gaps shorter and longer than the permissible
#   gap, in days or as a percent of the supply, with and without carry-over and
#   maximum.permissible.gap.append.to.episode.
# - "per_episode": CMA_per_episode() with each inner CMA on such histories.
# - "sliding": CMA_sliding_window() with each inner CMA, a step or a number of windows.
# In the last three the follow-up window starts at the first event plus an offset.
# A patient missing from AdhereR's result (NULL) is written with no rows.

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

commit <- Sys.getenv("ADHERER_COMMIT", "")
if (commit == "") {
  commit <- tryCatch(system2("git", c("-C", sources, "rev-parse", "HEAD"), stdout = TRUE, stderr = FALSE),
                     error = function(e) "", warning = function(w) "")
}
description <- read.dcf(file.path(sources, "AdhereR", "DESCRIPTION"))

ORIGIN <- as.Date("2026-01-01")
day_of <- function(date) as.numeric(date - ORIGIN)
# A measure as JSON: null for NA (or NaN, 0/0), "Inf" for a positive number over zero days
# (AdhereR's CMA2 when the window's first event is on its last day), else the number.
num <- function(x) if (length(x) == 0 || is.na(x)) NA else if (is.infinite(x)) (if (x > 0) "Inf" else "-Inf") else x

# --- CMA1-CMA9 on cases.json -------------------------------------------------------------

cases <- fromJSON("cases.json", simplifyVector = FALSE)$cases
cma_of <- function(k, m) {
  if (length(k$events) == 0) return(NA)
  d <- data.frame(id = k$id,
                  date = format(ORIGIN + vapply(k$events, function(e) e$day, numeric(1))),
                  supply = vapply(k$events, function(e) e$supply, numeric(1)))
  r <- tryCatch(get(paste0("CMA", m))(d, ID.colname = "id", event.date.colname = "date",
                  event.duration.colname = "supply", date.format = "%Y-%m-%d",
                  followup.window.start = ORIGIN, followup.window.duration = k$follow_up_days,
                  observation.window.start = ORIGIN + k$observation_start,
                  observation.window.duration = k$observation_days, suppress.warnings = TRUE),
                error = function(e) conditionMessage(e))
  if (is.character(r)) return(list(error = r))
  if (is.null(r)) NA else num(getCMA(r)$CMA)
}
cma_set <- lapply(cases, function(k) {
  values <- lapply(1:9, function(m) cma_of(k, m))
  failed <- vapply(values, is.list, logical(1))
  list(id = k$id, follow_up_days = k$follow_up_days, observation_start = k$observation_start,
       observation_days = k$observation_days, events = k$events,
       cma = lapply(values, function(v) if (is.list(v)) NA else v),
       adherer_errors = lapply(values[failed], function(v) v$error),
       failed_measures = I(which(failed)))
})

# --- Generated histories -------------------------------------------------------------------

SEED <- 20260421
RNGkind("Mersenne-Twister", "Inversion", "Rejection")
set.seed(SEED)
pick <- function(x) x[sample.int(length(x), 1)]

history <- function() {
  n <- pick(c(1, 2, 3, 4, 5, 6, 8, 10))
  day <- pick(0:20)
  days <- numeric(n); supplies <- numeric(n)
  for (i in seq_len(n)) {
    days[i] <- day
    supplies[i] <- pick(c(7, 14, 28, 30, 30, 60, 90))
    u <- runif(1)
    day <- day + if (u < 0.12) 0 else if (u < 0.7) pick(5:45) else pick(50:220)
  }
  data.frame(day = days, supply = supplies)
}

follow_up <- function(events) {
  list(offset = pick(c(0, 0, 0, 10)), days = pick(c(180, 365, 365, 730)))
}

observation <- function(fu) {
  start <- pick(c(0, 0, 30, 60))
  list(start = start, days = pick(c(fu$days - start, fu$days - start, 90, 120)))
}

events_json <- function(h) lapply(seq_len(nrow(h)), function(i) list(day = h$day[i], supply = h$supply[i]))
as_data <- function(h) data.frame(id = 1, date = format(ORIGIN + h$day), supply = h$supply)

permissible_gap <- function() {
  if (runif(1) < 0.6) list(value = pick(c(15, 30, 60, 90)), unit = "days")
  else list(value = pick(c(25, 33, 50, 100, 150)), unit = "percent")
}

# AdhereR stops with an R error on a few generated cases; they are written with the error
# message (adherer_error) and no rows, and CareLab's tests skip them.
attempt <- function(expr) tryCatch(list(value = expr, error = NULL), error = function(e) list(value = NULL, error = conditionMessage(e)))

common <- list(ID.colname = "id", event.date.colname = "date", event.duration.colname = "supply",
               date.format = "%Y-%m-%d", suppress.warnings = TRUE)

# --- Treatment episodes ---------------------------------------------------------------------

episode_rows <- function(te) {
  if (is.null(te) || nrow(te) == 0) return(list())
  lapply(seq_len(nrow(te)), function(i) list(
    episode = te$episode.ID[i], start = day_of(te$episode.start[i]), gap = te$end.episode.gap.days[i],
    duration = te$episode.duration[i], end = day_of(te$episode.end[i])))
}

episode_set <- lapply(1:160, function(id) {
  h <- history(); fu <- follow_up(h); gap <- permissible_gap()
  append <- runif(1) < 0.4; carry <- runif(1) < 0.7
  te <- attempt(do.call(compute.treatment.episodes, c(list(as_data(h),
    carryover.within.obs.window = carry, carry.only.for.same.medication = FALSE, consider.dosage.change = FALSE,
    medication.change.means.new.treatment.episode = FALSE,
    maximum.permissible.gap = gap$value, maximum.permissible.gap.unit = gap$unit,
    maximum.permissible.gap.append.to.episode = append,
    followup.window.start = fu$offset, followup.window.duration = fu$days), common)))
  list(id = id, events = events_json(h), follow_up_offset = fu$offset, follow_up_days = fu$days,
       gap = gap$value, gap_unit = gap$unit, append_gap = append, carry_over = carry,
       adherer_error = te$error, episodes = episode_rows(te$value))
})

# --- CMA per episode ------------------------------------------------------------------------

per_episode_set <- lapply(1:180, function(id) {
  h <- history(); fu <- follow_up(h); ow <- observation(fu); gap <- permissible_gap()
  append <- runif(1) < 0.4; measure <- (id - 1) %% 9 + 1
  r <- attempt(do.call(CMA_per_episode, c(list(paste0("CMA", measure), as_data(h),
    medication.change.means.new.treatment.episode = FALSE,
    maximum.permissible.gap = gap$value, maximum.permissible.gap.unit = gap$unit,
    maximum.permissible.gap.append.to.episode = append,
    followup.window.start = fu$offset, followup.window.duration = fu$days,
    observation.window.start = ow$start, observation.window.duration = ow$days), common)))
  cma <- if (is.null(r$value)) NULL else getCMA(r$value)
  list(id = id, measure = measure, events = events_json(h), follow_up_offset = fu$offset,
       follow_up_days = fu$days, observation_start = ow$start, observation_days = ow$days,
       gap = gap$value, gap_unit = gap$unit, append_gap = append, adherer_error = r$error,
       episodes = if (is.null(cma) || nrow(cma) == 0) list() else lapply(seq_len(nrow(cma)), function(i) list(
         episode = cma$episode.ID[i], start = day_of(cma$episode.start[i]), gap = cma$end.episode.gap.days[i],
         duration = cma$episode.duration[i], end = day_of(cma$episode.end[i]), cma = num(cma$CMA[i]))))
})

# --- CMA per sliding window -----------------------------------------------------------------

sliding_set <- lapply(1:180, function(id) {
  h <- history(); fu <- follow_up(h); ow <- observation(fu); measure <- (id - 1) %% 9 + 1
  window <- pick(c(30, 60, 90, 120)); offset <- pick(c(0, 0, 0, 10))
  by_count <- runif(1) < 0.35
  step <- if (by_count) NA else pick(c(7, 15, 30, 45))
  count <- if (by_count) pick(c(1, 2, 3, 5, 10)) else NA
  r <- attempt(do.call(CMA_sliding_window, c(list(paste0("CMA", measure), as_data(h),
    followup.window.start = fu$offset, followup.window.duration = fu$days,
    observation.window.start = ow$start, observation.window.duration = ow$days,
    sliding.window.start = offset, sliding.window.duration = window,
    sliding.window.step.duration = if (by_count) 30 else step, sliding.window.no.steps = count), common)))
  cma <- if (is.null(r$value)) NULL else getCMA(r$value)
  list(id = id, measure = measure, events = events_json(h), follow_up_offset = fu$offset,
       follow_up_days = fu$days, observation_start = ow$start, observation_days = ow$days,
       window_offset = offset, window_days = window, step_days = num(step), window_count = num(count),
       adherer_error = r$error,
       windows = if (is.null(cma) || nrow(cma) == 0) list() else lapply(seq_len(nrow(cma)), function(i) list(
         window = cma$window.ID[i], start = day_of(cma$window.start[i]), end = day_of(cma$window.end[i]),
         cma = num(cma$CMA[i]))))
})

out <- list(
  produced_by = "make_adherer.R",
  adherer = list(version = unname(description[1, "Version"]), commit = commit,
                 source = "https://github.com/ddediu/AdhereR"),
  r = paste(R.version$major, R.version$minor, sep = "."),
  data_table = as.character(packageVersion("data.table")),
  lubridate = as.character(packageVersion("lubridate")),
  jsonlite = as.character(packageVersion("jsonlite")),
  seed = SEED, origin = format(ORIGIN),
  cma = cma_set, episodes = episode_set, per_episode = per_episode_set, sliding = sliding_set)
cat(toJSON(out, auto_unbox = TRUE, digits = I(17), na = "null", null = "null", pretty = FALSE), "\n")
