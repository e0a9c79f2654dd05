/**
 * Race tables and race variants (paper section VI and Fig. 10, semantics §5): the lazy row
 * enumeration of Fig. 7 with the spec's erratum, and the derivation of one {@link
 * org.richtest.internal.variant.Variant} per row with its colors. Depends on {@code internal.race};
 * used by {@code internal.replay} and {@code internal.explore}.
 */
@NullMarked
package org.richtest.internal.variant;

import org.jspecify.annotations.NullMarked;
