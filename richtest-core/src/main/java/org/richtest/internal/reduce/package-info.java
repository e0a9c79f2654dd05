/**
 * The reductions of reachability testing (paper sections VII and VIII, semantics §9): what a run
 * records for them beside its sequence ({@link org.richtest.internal.reduce.ReductionFacts}: call
 * labels, symmetry groups, order-insensitive ports, V completions) and the rule that thins a race
 * set with those facts ({@link org.richtest.internal.reduce.RaceReducer}).
 */
@NullMarked
package org.richtest.internal.reduce;

import org.jspecify.annotations.NullMarked;
