/**
 * Race analysis (paper section V, semantics §5): an indexed view of a sequence with happened-before
 * and control-structure tests from vector timestamps, and the race set of every receiving event.
 * Pure functions of a {@link org.richtest.event.SynSequence}; used by {@code internal.variant}.
 */
@NullMarked
package org.richtest.internal.race;

import org.jspecify.annotations.NullMarked;
