// GSL headers used by CareStats. This shim provides no stable Swift API.
#ifndef CARELAB_CGSL_SHIM_H
#define CARELAB_CGSL_SHIM_H

#include <gsl/gsl_errno.h>
#include <gsl/gsl_rng.h>
#include <gsl/gsl_randist.h>
#include <gsl/gsl_cdf.h>
#include <gsl/gsl_statistics_double.h>
#include <gsl/gsl_sort.h>
#include <gsl/gsl_vector.h>
#include <gsl/gsl_matrix.h>
#include <gsl/gsl_multifit.h>
#include <gsl/gsl_linalg.h>
#include <gsl/gsl_sf_gamma.h>
#include <gsl/gsl_integration.h>
#include <gsl/gsl_multimin.h>

/// Swift 6 rejects GSL's generator-type globals (mutable C globals are not
/// concurrency-safe); these accessors return them by value.
static inline const gsl_rng_type *carelab_gsl_rng_mt19937(void) { return gsl_rng_mt19937; }
static inline const gsl_integration_fixed_type *carelab_gsl_integration_fixed_legendre(void) {
    return gsl_integration_fixed_legendre;
}
static inline const gsl_multimin_fminimizer_type *carelab_gsl_multimin_nmsimplex2(void) {
    return gsl_multimin_fminimizer_nmsimplex2;
}

#endif
