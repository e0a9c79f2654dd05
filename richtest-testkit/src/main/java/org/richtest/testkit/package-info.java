/**
 * Test support, never a user dependency: a seeded random program generator with a shrinker, and the
 * differential comparison of reachability testing with the exhaustive oracle (semantics §8).
 */
@NullMarked
package org.richtest.testkit;

import org.jspecify.annotations.NullMarked;
