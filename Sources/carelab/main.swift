import CareCLI

CareLabCommand.runFromCommandLine()
