package org.richtest.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.richtest.OptionRules;
import picocli.CommandLine;

/**
 * The command line has a flag for every setting of the options that the table of settings ({@link
 * OptionRules.Setting}) gives one, so that an option added to the library and the table is not
 * left off {@code explore}.
 */
class OptionFlagsTest {

  @Test
  void explore_hasTheFlagOfEverySetting() {
    Set<String> flags = new TreeSet<>();
    for (CommandLine.Model.OptionSpec option
        : new CommandLine(new ExploreCommand(System.out, System.err, false))
            .getCommandSpec().options()) {
      flags.addAll(Set.of(option.names()));
    }
    for (OptionRules.Setting setting : OptionRules.Setting.values()) {
      setting.flag().ifPresent(flag ->
          assertTrue(flags.contains(flag), setting + ": no flag " + flag + " in " + flags));
    }
  }
}
