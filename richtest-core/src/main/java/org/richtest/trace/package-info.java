/**
 * Traces: the JSON form of a {@link org.richtest.event.SynSequence} ({@link
 * org.richtest.trace.TraceJson}, read back with line-and-column errors) and the files a found bug is
 * saved to and replayed from ({@link org.richtest.trace.TraceFiles}). Depends on the event model
 * only.
 */
@NullMarked
package org.richtest.trace;

import org.jspecify.annotations.NullMarked;
