import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminAuthModule } from '../admin/auth/admin-auth.module';
import { CastImportController } from './cast-import.http.controller';
import { CastawayPhotosController } from './castaway-photos.http.controller';
import { CastawaysController } from './castaways.http.controller';
import { CastawaysProjection } from './castaways.projection';
import { AddCastawaysHandler } from './commands/add-castaways/add-castaways.command';
import { ChangeTribesHandler } from './commands/change-tribes/change-tribes.command';
import { ImportCastHandler } from './commands/import-cast/import-cast.command';
import { RemoveCastawayHandler } from './commands/remove-castaway/remove-castaway.command';
import { SampleCastSeeder } from './commands/seed-sample-cast/seed-sample-cast';
import { UpdateCastawayHandler } from './commands/update-castaway/update-castaway.command';
import { UploadCastawayPhotoHandler } from './commands/upload-castaway-photo/upload-castaway-photo.command';
import { GetCastawayPhotoHandler } from './queries/get-castaway-photo/get-castaway-photo.query';
import { TribesController } from './tribes.http.controller';

@Module({
  imports: [CqrsModule, AdminAuthModule],
  controllers: [CastawaysController, TribesController, CastImportController, CastawayPhotosController],
  providers: [
    CastawaysProjection,
    AddCastawaysHandler,
    UpdateCastawayHandler,
    RemoveCastawayHandler,
    SampleCastSeeder,
    ChangeTribesHandler,
    ImportCastHandler,
    UploadCastawayPhotoHandler,
    GetCastawayPhotoHandler,
  ],
})
export class CastawaysModule {}
