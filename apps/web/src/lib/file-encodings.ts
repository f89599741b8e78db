// The picker's code pages are the contract's, so that an export asks for one the server writes.
export {
  DEFAULT_FILE_ENCODING,
  FILE_ENCODINGS,
  type FileEncoding,
} from '@sportello/contracts/common/file-encodings';
