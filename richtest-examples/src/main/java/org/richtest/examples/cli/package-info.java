/** The {@code ./richtest} command line: list, run and explore the bundled examples. */
@NullMarked
package org.richtest.examples.cli;

import org.jspecify.annotations.NullMarked;
