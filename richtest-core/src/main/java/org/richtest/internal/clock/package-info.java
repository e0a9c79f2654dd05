/**
 * Mutable vector clocks: the only place clocks are computed. Used by the controlled runtime
 * ({@code internal.schedule}); the public record is {@link org.richtest.event.VectorTimestamp}.
 */
@NullMarked
package org.richtest.internal.clock;

import org.jspecify.annotations.NullMarked;
