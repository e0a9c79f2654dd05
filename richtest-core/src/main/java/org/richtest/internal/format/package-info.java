/**
 * The text and JSON forms of a {@link org.richtest.event.SynSequence}. No dependencies besides the
 * event model; used by the public API.
 */
@NullMarked
package org.richtest.internal.format;

import org.jspecify.annotations.NullMarked;
