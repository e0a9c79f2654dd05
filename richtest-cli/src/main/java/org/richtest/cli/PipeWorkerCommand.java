package org.richtest.cli;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.util.concurrent.Callable;
import org.richtest.distributed.PipeWorker;
import picocli.CommandLine.Command;

/**
 * {@code richtest pipe-worker}: the worker process that {@code explore --processes N} starts; it
 * explores the items it is sent on its standard input and answers on its standard output, finding
 * the program as {@code explore} does. Hidden: people do not start it.
 */
@Command(name = "pipe-worker", hidden = true,
    description = "Explore the work items an explore --processes sends on standard input.")
final class PipeWorkerCommand implements Callable<Integer> {

  @Override
  public Integer call() throws IOException {
    FileOutputStream frames = new FileOutputStream(FileDescriptor.out);
    // Standard output carries frames only: what the program or a library prints goes to stderr.
    System.setOut(System.err);
    return PipeWorker.serve(new FileInputStream(FileDescriptor.in), frames,
        ClusterArguments::resolve);
  }
}
