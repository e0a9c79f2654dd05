/**
 * The example programs of the paper's Table 4, each with its expected number of SYN-sequences, and a
 * registry the command line uses to find them by name.
 */
@NullMarked
package org.richtest.examples;

import org.jspecify.annotations.NullMarked;
