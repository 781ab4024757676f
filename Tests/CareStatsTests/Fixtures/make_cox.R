# Expected values for CoxRegressionTests: survival::coxph on five data sets.
#
# Run in this folder with `Rscript make_cox.R` (writes cox.json). The generated data set is
# seeded, so a rerun with the same R and survival versions writes the same file.
library(survival)

num <- function(x) sprintf("%.17g", x)
vec <- function(x) paste0("[", paste(ifelse(is.na(x), "null", num(x)), collapse = ", "), "]")
int_vec <- function(x) paste0("[", paste(as.integer(x), collapse = ", "), "]")
bool_vec <- function(x) paste0("[", paste(ifelse(x == 1, "true", "false"), collapse = ", "), "]")
scalar <- function(x) if (is.null(x) || length(x) == 0 || is.na(x)) "null" else num(x)
field <- function(name, value) sprintf("\"%s\": %s", name, value)
object <- function(fields, indent) {
  pad <- strrep(" ", indent)
  paste0("{\n", paste0(pad, " ", fields, collapse = ",\n"), "\n", pad, "}")
}

# One fit: the input columns and coxph's results. `data` has `time` or `start`/`stop`, and
# `event` (0/1); `cluster` names an id column for cluster(id), the robust variance.
cox_case <- function(name, data, covariates, ties, cluster = NULL) {
  counting <- "start" %in% names(data)
  lhs <- if (counting) "Surv(start, stop, event)" else "Surv(time, event)"
  rhs <- paste(covariates, collapse = " + ")
  if (!is.null(cluster)) rhs <- paste0(rhs, " + cluster(", cluster, ")")
  fit <- coxph(as.formula(paste(lhs, "~", rhs)), data = data, ties = ties)
  s <- summary(fit)
  robust <- !is.null(cluster)
  naive <- if (robust) fit$naive.var else fit$var
  p <- length(coef(fit))
  lr <- 2 * (fit$loglik[2] - fit$loglik[1])

  inputs <- if (counting) {
    c(field("start", vec(data$start)), field("stop", vec(data$stop)))
  } else {
    field("time", vec(data$time))
  }
  columns <- sapply(covariates, function(v) {
    object(c(field("name", sprintf("\"%s\"", v)), field("values", vec(data[[v]]))), 6)
  })
  expected <- c(
    field("coef", vec(unname(coef(fit)))),
    field("se", vec(sqrt(diag(naive)))),
    field("robust_se", if (robust) vec(sqrt(diag(fit$var))) else "null"),
    field("z", vec(unname(s$coefficients[, "z"]))),
    field("p", vec(unname(s$coefficients[, "Pr(>|z|)"]))),
    field("hr_lower", vec(unname(s$conf.int[, "lower .95"]))),
    field("hr_upper", vec(unname(s$conf.int[, "upper .95"]))),
    field("loglik", vec(fit$loglik)),
    field("lr", scalar(lr)),
    field("lr_p", scalar(pchisq(lr, p, lower.tail = FALSE))),
    field("wald", scalar(fit$wald.test)),
    field("wald_p", scalar(pchisq(fit$wald.test, p, lower.tail = FALSE))),
    field("score", scalar(fit$score)),
    field("score_p", scalar(pchisq(fit$score, p, lower.tail = FALSE))),
    field("robust_score", if (robust) scalar(fit$rscore) else "null"),
    field("robust_score_p", if (robust) scalar(pchisq(fit$rscore, p, lower.tail = FALSE)) else "null"),
    field("df", p),
    field("iterations", fit$iter),
    field("n", fit$n),
    field("events", fit$nevent)
  )
  object(c(
    field("name", sprintf("\"%s\"", name)),
    field("ties", sprintf("\"%s\"", ties)),
    inputs,
    field("event", bool_vec(data$event)),
    field("covariates", paste0("[\n     ", paste(columns, collapse = ",\n     "), "\n    ]")),
    field("cluster", if (robust) int_vec(data[[cluster]]) else "null"),
    field("expected", object(expected, 4))
  ), 2)
}

# (1) lung: complete cases of age, sex and ph.ecog; status 2 is a death.
lung_data <- na.omit(lung[, c("time", "status", "age", "sex", "ph.ecog")])
lung_data$event <- as.integer(lung_data$status == 2)

# (2) heavy ties: 24 subjects on 4 distinct times, 8 clusters of 3.
ties_data <- data.frame(
  time  = c(1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 1, 2, 3),
  event = c(1, 1, 1, 0, 1, 1, 1, 1, 0, 0, 1, 1, 1, 0, 1, 1, 0, 1, 0, 1, 0, 1, 1, 0),
  treated = c(1, 0, 1, 0, 1, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1, 0, 0, 1, 1),
  dose  = c(2.5, 1.0, 3.5, 0.5, 2.0, 4.0, 1.5, 0.5, 3.0, 1.0, 2.5, 0.0, 1.5, 3.5, 2.0, 1.0,
            0.5, 3.0, 2.0, 4.5, 1.0, 2.5, 0.5, 3.0),
  id    = rep(1:8, each = 3)
)

# (3) recurrent events in counting-process form: bladder2 (rx, number, size), and the
# time-varying transplant covariate of heart (Stanford heart transplant data).
bladder_data <- bladder2
heart_data <- heart
heart_data$transplant <- as.integer(as.character(heart$transplant))

# (4) dropout by arm: 150 people, hazard 0.02 a day in arm 0 and 0.014 in arm 1, whole days,
# followed for 60 days.
set.seed(20240611, kind = "Mersenne-Twister", normal.kind = "Inversion", sample.kind = "Rejection")
arm <- rep(0:1, each = 75)
day <- ceiling(rexp(150, rate = ifelse(arm == 1, 0.014, 0.02)))
arm_data <- data.frame(time = pmin(day, 60), event = as.integer(day <= 60), arm = arm)

cases <- c(
  cox_case("lung, age + sex + ph.ecog, Efron", lung_data, c("age", "sex", "ph.ecog"), "efron"),
  cox_case("lung, age + sex + ph.ecog, Breslow", lung_data, c("age", "sex", "ph.ecog"), "breslow"),
  cox_case("heavy ties, clustered, Efron", ties_data, c("treated", "dose"), "efron", "id"),
  cox_case("heavy ties, clustered, Breslow", ties_data, c("treated", "dose"), "breslow", "id"),
  cox_case("bladder2 recurrences, cluster(id), Efron", bladder_data, c("rx", "number", "size"), "efron", "id"),
  cox_case("bladder2 recurrences, cluster(id), Breslow", bladder_data, c("rx", "number", "size"), "breslow", "id"),
  cox_case("heart, time-varying transplant, cluster(id), Efron", heart_data,
           c("age", "year", "surgery", "transplant"), "efron", "id"),
  cox_case("dropout by arm, Efron", arm_data, "arm", "efron"),
  cox_case("dropout by arm, Breslow", arm_data, "arm", "breslow")
)

versions <- object(c(
  field("R", sprintf("\"%s\"", paste(R.version$major, R.version$minor, sep = "."))),
  field("survival", sprintf("\"%s\"", as.character(packageVersion("survival"))))
), 1)
writeLines(paste0("{\n \"versions\": ", versions, ",\n \"cases\": [\n  ",
                  paste(cases, collapse = ",\n  "), "\n ]\n}"), "cox.json")
