package org.richtest.regressions;

/** What exploring a driver in one release must find. */
enum Outcome {
  /** A run deadlocks (exit status 3). */
  DEADLOCK,
  /** A run fails: an exception or a failed assertion (exit status 3). */
  FAILURE,
  /** A data race on the field of the bug (exit status 3). */
  DATA_RACE,
  /** The exploration completes without any bug (exit status 0). */
  NO_BUG
}
