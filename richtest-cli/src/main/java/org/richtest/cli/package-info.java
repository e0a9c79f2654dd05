/**
 * The {@code ./richtest} command line, built with picocli: list, run and explore the bundled
 * examples or any {@link org.richtest.Program} class, write traces, diagrams and reports of the
 * bugs found, replay a trace and draw it.
 */
@NullMarked
package org.richtest.cli;

import org.jspecify.annotations.NullMarked;
